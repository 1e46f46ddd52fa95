// The decisions the event cards add (A Fistful of Cards, High Noon), read from the shape of
// the legal actions, never from a rule of the page's own: `do: "event"` with a choice
// (Peyote's guess), with two cards and a target (Sniper), with one card (Ranch: marks a
// card to swap), with a target alone (Blood Brothers), or bare (Hard Liquor's skipped draw,
// Ranch's swap of the marked cards); a discard of cards in play (The Daltons). Any event
// action none of these knows still gets a button (`eventActionSegs`): the page renders
// whatever the server allows.

import { dedupe, sameCards } from './actions';
import { eventName } from './events';
import { segments, translate, type Lang, type Seg } from './i18n';
import type { CardId, LegalAction, Seat } from './protocol';

export type EventShape = 'guess' | 'sniper' | 'mark' | 'swap' | 'give' | 'plain';

export function eventShape(a: LegalAction): EventShape {
  if (a.choice !== undefined) return 'guess';
  const n = a.cards?.length ?? 0;
  if (n === 2 && a.target !== undefined) return 'sniper';
  if (n === 1 && a.target === undefined) return 'mark';
  if (n > 0 && a.target === undefined) return 'swap';
  if (a.target !== undefined) return 'give';
  return 'plain';
}

/** The legal event actions of one shape. */
export function eventActions(legal: readonly LegalAction[], shape?: EventShape): LegalAction[] {
  return dedupe(legal.filter((a) => a.do === 'event' && (shape === undefined || eventShape(a) === shape)));
}

/** The discards of cards that are not in the hand: cards in play (The Daltons). */
export function inPlayDiscards(legal: readonly LegalAction[], hand: readonly CardId[]): LegalAction[] {
  return dedupe(legal.filter((a) => a.do === 'discard' && (a.cards ?? []).length > 0 && a.cards!.every((c) => !hand.includes(c))));
}

/** The cards of the hand that can go into a Sniper's pair. */
export function sniperCards(legal: readonly LegalAction[]): Set<CardId> {
  return new Set(eventActions(legal, 'sniper').flatMap((a) => a.cards ?? []));
}

/** The Sniper shots of exactly these two cards, by target. */
export function sniperShots(legal: readonly LegalAction[], ids: readonly CardId[]): LegalAction[] {
  return eventActions(legal, 'sniper').filter((a) => sameCards(a.cards ?? [], ids));
}

/** The targets of Sniper shots with any pair (the button shows only while there is one). */
export function sniperTargets(legal: readonly LegalAction[]): Set<Seat> {
  return new Set(eventActions(legal, 'sniper').map((a) => a.target as Seat));
}

/** The cards of the hand a swap may take (Ranch): those an action marks or swaps. */
export function swappable(legal: readonly LegalAction[]): Set<CardId> {
  return new Set([...eventActions(legal, 'mark'), ...eventActions(legal, 'swap')].flatMap((a) => a.cards ?? []));
}

/** The cards of the hand marked for a swap already (Ranch): `count` of them (the prompt's),
 * those of the hand the actions no longer offer to mark. */
export function markedForSwap(hand: readonly CardId[], legal: readonly LegalAction[], count: number): CardId[] {
  if (count <= 0) return [];
  const offered = swappable(legal);
  return hand.filter((id) => !offered.has(id));
}

export type SwapStep = { cards: CardId[] } | { swap: true };

/**
 * How to swap `ids` (Ranch), as actions sent one per state: one action of exactly these
 * cards if the server offers it; else each card marked in turn (`do: event, cards: [id]`),
 * then the bare action that swaps the marked ones. Null: these cards cannot be swapped.
 */
export function swapPlan(legal: readonly LegalAction[], ids: readonly CardId[]): SwapStep[] | null {
  if (ids.length === 0) return null;
  const whole = [...eventActions(legal, 'swap'), ...eventActions(legal, 'mark')];
  if (ids.length > 1 && whole.some((a) => sameCards(a.cards ?? [], ids))) return [{ cards: [...ids] }];
  const marks = swappable(legal);
  if (!ids.every((id) => marks.has(id))) return null;
  // (a single card's action may already be the whole swap: the bare step is then not
  // offered any more, and the plan ends there)
  return [...ids.map((id) => ({ cards: [id] })), { swap: true }];
}

/** The legal action of one step of a swap now, or undefined (the plan is then dropped). */
export function swapAction(legal: readonly LegalAction[], step: SwapStep): LegalAction | undefined {
  if ('swap' in step) return eventActions(legal, 'plain')[0];
  return legal.find((a) => a.do === 'event' && a.target === undefined && a.choice === undefined && sameCards(a.cards ?? [], step.cards));
}

/** A button's words for any event action: the event's name, then whom or what it names. */
export function eventActionSegs(lang: Lang, a: LegalAction, event: string | null, nameOf: (seat: Seat) => string): Seg[] {
  const what: Seg[] = [];
  if (a.choice !== undefined) {
    const words: Record<string, string> = { red: translate(lang, 'ui.guessRed'), black: translate(lang, 'ui.guessBlack') };
    what.push({ t: 'text', text: words[a.choice] ?? a.choice });
  }
  for (const id of a.cards ?? []) what.push({ t: 'card', id });
  if (a.target !== undefined) what.push({ t: 'player', seat: a.target, name: nameOf(a.target) });
  if (a.target_card !== undefined && a.target_card !== 'hand') what.push({ t: 'card', id: a.target_card });
  const spaced: Seg[] = what.flatMap((seg, i) => (i === 0 ? [seg] : [{ t: 'text', text: ' ' } as Seg, seg]));
  const name = event ? eventName(lang, event) : '★';
  if (!spaced.length) return [{ t: 'text', text: name }];
  return segments(lang, 'ui.eventAction', { event: name, what: spaced });
}
