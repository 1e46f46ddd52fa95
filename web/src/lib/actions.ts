// Reading the legal actions: what the hand can play now, the legal targets of a
// card, and the action that matches a set of chosen cards. Card ids are not
// unique (two "stagecoach/9S"), so cards are compared as multisets of ids.

import type { CardId, LegalAction, Seat } from './protocol';

export const plays = (legal: readonly LegalAction[], card: CardId): LegalAction[] =>
  dedupe(legal.filter((a) => a.do === 'play' && a.card === card));

export const isPlayable = (legal: readonly LegalAction[], card: CardId): boolean =>
  legal.some((a) => a.do === 'play' && a.card === card);

export const find = (legal: readonly LegalAction[], what: LegalAction['do']): LegalAction | undefined =>
  legal.find((a) => a.do === what);

/** Equal actions but for the physical copy of a card: keep the first of each. */
export function dedupe(actions: readonly LegalAction[]): LegalAction[] {
  const seen = new Set<string>();
  const out: LegalAction[] = [];
  for (const a of actions) {
    const key = JSON.stringify([a.do, a.card, a.target, a.target_card, a.as, sorted(a.cards ?? []), a.from, a.character]);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(a);
    }
  }
  return out;
}

function sorted(ids: readonly CardId[]): CardId[] {
  return [...ids].sort();
}

export function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const x = sorted(a);
  const y = sorted(b);
  return x.every((id, i) => id === y[i]);
}

/** The action of kind `what` whose `cards` are exactly `ids` (as a multiset). */
export function matchCards(
  legal: readonly LegalAction[],
  what: 'discard' | 'ability' | 'choose',
  ids: readonly CardId[],
): LegalAction | undefined {
  return legal.find((a) => a.do === what && sameCards(a.cards ?? [], ids));
}

/** The seats a card can be played at (for its play actions with a target). */
export function targetsOf(actions: readonly LegalAction[]): Set<Seat> {
  return new Set(actions.filter((a) => a.target !== undefined).map((a) => a.target as Seat));
}

/** How many cards every action of kind `what` takes (discard: N; ability: 2; Kit: 2). */
export function cardsNeeded(legal: readonly LegalAction[], what: 'discard' | 'ability' | 'choose'): number {
  const a = legal.find((x) => x.do === what);
  return a?.cards?.length ?? 0;
}

/** One action per kind of card played: two Missed! of different suits answer the same way. */
export function onePerKind(actions: readonly LegalAction[]): LegalAction[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const kind = a.card ? a.card.slice(0, a.card.indexOf('/')) : '';
    const key = JSON.stringify([a.do, kind, a.target, a.target_card, a.as]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The abilities, told apart by the shape of their actions, never by a character's name
 * (Vera Custer may hold any of them): two cards and no target (Sid Ketchum: a life
 * point), two cards and a target (Doc Holyday: a shot), one card (José Delgado: two
 * cards), nothing (Chuck Wengam: a life point for two cards), a target alone (Vera
 * Custer's choice of a character). */
export type AbilityShape = 'heal' | 'shoot' | 'trade' | 'draw' | 'borrow';

export function abilityShape(a: LegalAction): AbilityShape {
  const n = a.cards?.length ?? 0;
  if (n === 2) return a.target === undefined ? 'heal' : 'shoot';
  if (n === 1) return 'trade';
  return a.target === undefined ? 'draw' : 'borrow';
}
