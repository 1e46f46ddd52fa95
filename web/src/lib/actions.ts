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
    const key = JSON.stringify([
      a.do, a.card, a.target, a.target_card, a.as, sorted(a.cards ?? []), a.from, a.character, a.choice,
      a.charges ?? null, a.targets ?? null,
    ]);
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
    const key = JSON.stringify([a.do, kind, a.target, a.target_card, a.as, a.charges ?? null, a.targets ?? null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The abilities, told apart by the shape of their actions, never by a character's name
 * (Vera Custer may hold any of them): two cards and no target (Sid Ketchum: a life
 * point), cards and a target (Doc Holyday's two, a shot; Black Flower's Clubs card, a
 * BANG!; Flint Westwood's card, a trade), one card (José Delgado: two cards; out of turn,
 * Mick Defender's Missed! and Lemonade Jim's card), nothing (Chuck Wengam: a life point for
 * two cards), a target alone (Vera Custer's choice of a character). Armed & Dangerous's:
 * charges and a target (Mexicali Kid: a BANG! paid in charges), charges alone (Red Ringo's
 * moved onto a card; out of turn, Al Preacher's paid for a card), a card and a card in play
 * (Bass Greeves: 2 charges on it), a target and a card in play (Frankie Canton: a charge
 * taken). Several targets: Evelyn Shebang's shots instead of cards (The Valley of Shadows). */
export type AbilityShape = 'heal' | 'shoot' | 'trade' | 'draw' | 'borrow' | 'pay' | 'move' | 'load' | 'take' | 'volley';

export function abilityShape(a: LegalAction): AbilityShape {
  if (a.targets?.length) return 'volley';
  if (a.charges) return a.target === undefined ? 'move' : 'pay';
  const n = a.cards?.length ?? 0;
  if (n > 0 && a.target_card !== undefined) return 'load';
  if (n > 0 && a.target !== undefined) return 'shoot';
  if (n === 2) return 'heal';
  if (n === 1) return 'trade';
  if (a.target !== undefined && a.target_card !== undefined) return 'take';
  return a.target === undefined ? 'draw' : 'borrow';
}

/** The ways of a play with several targets (Fanning) or an ability's shots (Evelyn Shebang)
 * whose targets begin with the seats chosen so far, `chosen` (in order: Fanning's first is
 * in reach, its second at distance 1 from him), and the seats that may be chosen next. */
export function volleyNext(actions: readonly LegalAction[], chosen: readonly Seat[]): { ways: LegalAction[]; next: Set<Seat> } {
  const ways = actions.filter((a) => a.targets && chosen.every((s, i) => a.targets![i] === s));
  const next = new Set<Seat>();
  for (const a of ways) if (a.targets!.length > chosen.length) next.add(a.targets![chosen.length]);
  return { ways, next };
}

/** The way whose targets are exactly `chosen` (in order), if any. */
export function volleyAction(actions: readonly LegalAction[], chosen: readonly Seat[]): LegalAction | undefined {
  return actions.find((a) => a.targets?.length === chosen.length && chosen.every((s, i) => a.targets![i] === s));
}
