// Warnings for likely mistakes (issue 18; the list and why: docs/warnings.md): a move a
// player would rarely mean is asked again before it is sent ("one tap to confirm").
// Computed from what the page already has (the view and the legal actions): the server,
// the protocol and the bots know nothing of it.

import type { LegalAction, View } from './protocol';

export type WarningKey =
  | 'beerFull' // a Beer at full life heals nothing
  | 'beerTwoLeft' // with two players left a Beer heals nothing (the rule)
  | 'healFull' // Whisky, Canteen at full life
  | 'saloonNobody' // a Saloon when nobody is hurt
  | 'tequilaFull' // a Tequila on a player at full life
  | 'hitWithMissed' // taking a shot while holding (or having in play) what cancels it
  | 'hitWithBang' // losing a life to Indians! while holding a BANG! to discard
  | 'giveUpWithBeer'; // dying and giving up while a Beer would save you

/** Every warning, for the tests: each is worded as `prompt.warn<Key>` in every language. */
export const WARNING_KEYS: readonly WarningKey[] = [
  'beerFull', 'beerTwoLeft', 'healFull', 'saloonNobody', 'tequilaFull', 'hitWithMissed', 'hitWithBang', 'giveUpWithBeer',
];

/** The message key that words a warning. */
export function warningMessage(key: WarningKey): `prompt.warn${string}` {
  return `prompt.warn${key[0].toUpperCase()}${key.slice(1)}`;
}

export interface Warning {
  key: WarningKey;
  /** The seat it is about (the Tequila's target), when it is not the player. */
  seat?: number;
}

// a card that heals its player: Whisky when played, a Canteen when used (played, a green
// card only goes in play: that is no mistake at full life)
const SELF_HEALS: Record<string, LegalAction['do']> = { whisky: 'play', canteen: 'use' };

function kindOf(card: string | undefined): string | null {
  return card ? card.split('/')[0] : null;
}

/** The warning `action` deserves before it is sent, or null: most moves have none. */
export function warningFor(view: View, legal: readonly LegalAction[], action: LegalAction): Warning | null {
  const seat = view.seat;
  if (seat === null || !view.pending || view.pending.player !== seat) return null;
  const me = view.players[seat];
  if (!me) return null;
  const reason = view.prompt?.reason;
  const answers = legal.filter((a) => a.do === 'play' || a.do === 'use');

  if (action.do === 'pass') {
    if ((reason === 'bang' || reason === 'gatling') && answers.length) return { key: 'hitWithMissed' };
    if (reason === 'indians' && answers.length) return { key: 'hitWithBang' };
    if (reason === 'dying' && answers.length) return { key: 'giveUpWithBeer' };
    return null;
  }
  if ((action.do !== 'play' && action.do !== 'use') || view.pending.kind !== 'play') return null;
  const kind = action.as ?? kindOf(action.card);
  const alive = view.players.filter((p) => p.alive);
  const full = me.hp >= me.max_hp;
  if (kind === 'beer') {
    if (alive.length <= 2) return { key: 'beerTwoLeft' };
    return full ? { key: 'beerFull' } : null;
  }
  if (kind !== null && kind in SELF_HEALS) return full && SELF_HEALS[kind] === action.do ? { key: 'healFull' } : null;
  if (kind === 'saloon') return alive.every((p) => p.hp >= p.max_hp) ? { key: 'saloonNobody' } : null;
  if (kind === 'tequila' && action.target !== undefined) {
    const target = view.players[action.target];
    return target && target.hp >= target.max_hp ? { key: 'tequilaFull', seat: action.target } : null;
  }
  return null;
}
