// Armed & Dangerous at the table: the charges on each orange card in play and on each
// character, read from the reader's view (`view.pieces.armed_and_dangerous`, bang
// Charges.seen_by), and the legal actions that place, pay or move them. The page keeps no
// rule of its own: where a charge may go, what a use costs and who may pay are the server's.

import { segments, type Lang, type Seg } from './i18n';
import { listSep } from './format';
import type { CardId, LegalAction, Seat, View } from './protocol';

/** Where a charge lies: a card in play (its id), or the player's character. */
export type Place = CardId | 'character';

/** The charges of every seat, by place (a place holding none is left out). */
export interface ChargesPiece {
  charges: Record<string, Record<Place, number>>;
}

/** The view's Armed & Dangerous piece, or null at a table without Armed & Dangerous. */
export function chargesPiece(view: View | null | undefined): ChargesPiece | null {
  const piece = view?.pieces?.armed_and_dangerous;
  return piece && typeof piece.charges === 'object' && piece.charges !== null ? (piece as ChargesPiece) : null;
}

/** The charges on `place` of `seat` (null: no charges at this table). */
export function chargesOn(piece: ChargesPiece | null, seat: Seat, place: Place): number | null {
  if (!piece) return null;
  return piece.charges[String(seat)]?.[place] ?? 0;
}

/** The charges on each of `seat`'s cards in play (only those holding some). */
export function cardCharges(piece: ChargesPiece | null, seat: Seat): Map<CardId, number> {
  const out = new Map<CardId, number>();
  for (const [place, n] of Object.entries(piece?.charges[String(seat)] ?? {})) {
    if (place !== 'character' && n > 0) out.set(place, n);
  }
  return out;
}

/** The places the reader may put the charge being placed on (a CHARGE decision), by place. */
export function chargePlaces(legal: readonly LegalAction[]): Map<Place, LegalAction> {
  const out = new Map<Place, LegalAction>();
  for (const a of legal) {
    if (a.do !== 'charge') continue;
    const place: Place = a.card ?? 'character';
    if (!out.has(place)) out.set(place, a);
  }
  return out;
}

/** An action's charges, place by place in the server's order: those it pays (Mexicali Kid,
 * Al Preacher), moves (Red Ringo) or puts (Reload). */
export function chargeParts(a: LegalAction): { place: Place; count: number }[] {
  return Object.entries(a.charges ?? {}).map(([place, count]) => ({ place, count }));
}

/** A place in words: a card's chip, or "your character". */
export function placeSeg(lang: Lang, place: Place): Seg[] {
  return place === 'character' ? segments(lang, 'armed.yourCharacter') : [{ t: 'card', id: place }];
}

/** An action's charges in words: "Bomb: 2, your character: 1". */
export function chargesSegs(lang: Lang, a: LegalAction): Seg[] {
  const out: Seg[] = [];
  chargeParts(a).forEach(({ place, count }, i) => {
    if (i > 0) out.push({ t: 'text', text: listSep(lang) });
    out.push(...segments(lang, 'armed.part', { place: placeSeg(lang, place), count }));
  });
  return out;
}

/** Equal ways but for the physical copy of a card: one per set of places and counts. */
export function oneWayEach(actions: readonly LegalAction[]): LegalAction[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const key = JSON.stringify([a.do, a.card?.split('/')[0], a.target, a.target_card, a.charges ?? {}, a.cards ?? []]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
