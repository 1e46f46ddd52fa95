// Gold Rush at the table: the shop, each seat's gold nuggets and the black equipment in front
// of it, read from the reader's view (`view.pieces.gold_rush`, bang GoldRush.seen_by) and the
// legal actions. The page keeps no rule of its own: what a card costs the reader, what making
// another discard a black card costs, whether a card may be bought and why not are the
// server's; a purchase, a sale or a paid discard is one of the legal actions.

import { dedupe } from './actions';
import type { Refusal } from './cardtext';
import type { CardId, LegalAction, Seat, View } from './protocol';

/** Gold Rush's state as the reader sees it. */
export interface GoldPiece {
  gold: number[]; // each seat's nuggets
  shop: CardId[]; // the equipment cards face up (at most three; two copies share an id)
  shop_deck: number; // the cards left in the equipment deck
  equipment: CardId[][]; // the black cards in front of each seat
  costs: Record<CardId, number>; // what each card of the shop costs the reader now
  discard_costs?: Record<CardId, number>; // what making its owner discard a black card costs
  refusals?: Record<CardId, Refusal>; // the reader's: why a card of the shop cannot be bought now
  ability?: string; // the reader's ability paid in nuggets now (jacky_murieta, josh_mccloud, raddie_snake)
}

/** The view's Gold Rush piece, or null at a table without Gold Rush. */
export function goldPiece(view: View | null | undefined): GoldPiece | null {
  const piece = view?.pieces?.gold_rush;
  return piece && Array.isArray(piece.gold) && Array.isArray(piece.shop) ? piece : null;
}

/** One card of the shop, as the reader may buy it. */
export interface ShopItem {
  id: CardId;
  cost: number; // to the reader, now
  buys: LegalAction[]; // its legal purchases, one per way to use it (empty: it cannot be bought now)
  reason: Refusal | null; // why it cannot be bought now, when the server says
}

export function shopItems(piece: GoldPiece, legal: readonly LegalAction[]): ShopItem[] {
  return piece.shop.map((id) => {
    const buys = purchases(legal, id);
    return { id, cost: piece.costs[id] ?? 0, buys, reason: buys.length ? null : (piece.refusals?.[id] ?? null) };
  });
}

/** The reasons of the cards that cannot be bought, once each: one line when they are all the
 * same (out of the own play phase, say), else none (each card then says its own). */
export function sharedReason(items: readonly ShopItem[]): Refusal | null {
  const refused = items.filter((i) => i.buys.length === 0);
  if (refused.length < 2 || refused.length !== items.length) return null;
  const key = (r: Refusal | null) => JSON.stringify(r);
  return refused.every((i) => i.reason && key(i.reason) === key(refused[0].reason)) ? refused[0].reason : null;
}

/** The legal purchases of the shop's card `card` (one per way to use it: a target, "as"). */
export const purchases = (legal: readonly LegalAction[], card: CardId): LegalAction[] =>
  dedupe(legal.filter((a) => a.do === 'buy' && a.card === card));

/** The legal sales of the hand's card `card` (a Beer, for a nugget). */
export const sales = (legal: readonly LegalAction[], card: CardId): LegalAction[] =>
  dedupe(legal.filter((a) => a.do === 'sell' && a.card === card));

/** The paid discards legal now of `seat`'s black cards, by card. */
export function paidDiscards(legal: readonly LegalAction[], seat: Seat): Map<CardId, LegalAction> {
  const out = new Map<CardId, LegalAction>();
  for (const a of legal) {
    if (a.do === 'discard_equipment' && a.target === seat && a.target_card && !out.has(a.target_card)) {
      out.set(a.target_card, a);
    }
  }
  return out;
}

export function nuggetsOf(piece: GoldPiece | null, seat: Seat): number | null {
  return piece ? (piece.gold[seat] ?? 0) : null;
}

export function equipmentOf(piece: GoldPiece | null, seat: Seat): CardId[] {
  return piece?.equipment[seat] ?? [];
}

/** What making its owner discard the black card `card` costs (the server's price). */
export function discardCost(piece: GoldPiece | null, card: CardId): number | null {
  return piece?.discard_costs?.[card] ?? null;
}
