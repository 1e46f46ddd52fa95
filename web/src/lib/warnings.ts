// Warnings for likely mistakes (issue 18; the list and why: docs/warnings.md): a move a
// player would rarely mean is asked again before it is sent ("one tap to confirm").
// The facts come from the server: a legal action that would change nothing but spend its
// cards carries `warn: "no_effect"` (bang.server.no_effect tries it on a copy of the game:
// a Beer at full life, a Saloon when nobody is hurt, a Canteen used at full life...); the
// answers it offers (a Missed! to a shot) are its legal actions. The page keeps no rule of
// what a card does: it only words why, from what everyone sees (life points, players left).

import type { LegalAction, View } from './protocol';

export type WarningKey =
  | 'targetFull' // it would change nothing: its target is at full life
  | 'allFull' // ... everyone is at full life
  | 'fullLife' // ... you are at full life
  | 'twoLeft' // ... two players are left
  | 'noEffect' // ... (none of the above is why)
  | 'hitWithMissed' // taking a shot while holding (or having in play) what cancels it
  | 'hitWithBang' // losing a life to Indians! while holding a BANG! to discard
  | 'giveUpWithBeer'; // dying and giving up while a Beer would save you

/** Every warning, for the tests: each is worded as `prompt.warn<Key>` in every language. */
export const WARNING_KEYS: readonly WarningKey[] = [
  'targetFull', 'allFull', 'fullLife', 'twoLeft', 'noEffect', 'hitWithMissed', 'hitWithBang', 'giveUpWithBeer',
];

/** The message key that words a warning. */
export function warningMessage(key: WarningKey): `prompt.warn${string}` {
  return `prompt.warn${key[0].toUpperCase()}${key.slice(1)}`;
}

export interface Warning {
  key: WarningKey;
  /** The seat it is about (the target at full life), when it is not the player. */
  seat?: number;
  /** The kind of the card the move spends for nothing (its name in the message). */
  card?: string;
}

function kindOf(card: string | undefined): string | undefined {
  return card ? card.split('/')[0] : undefined;
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
  if (action.warn !== 'no_effect') return null;
  // the server says it would change nothing; the words say why, from what everyone sees
  const card = action.as ?? kindOf(action.card);
  const full = (p: View['players'][number]) => p.hp >= p.max_hp;
  const alive = view.players.filter((p) => p.alive);
  const target = action.target !== undefined && action.target !== seat ? view.players[action.target] : undefined;
  if (target && full(target)) return { key: 'targetFull', seat: target.seat, card };
  if (alive.length > 2 && alive.every(full)) return { key: 'allFull', card };
  if (full(me)) return { key: 'fullLife', card };
  if (alive.length <= 2) return { key: 'twoLeft', card };
  return { key: 'noEffect', card };
}
