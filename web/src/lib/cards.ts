// Card ids ("bang/AS", "rev_carabine/AC") and what the UI needs to know about them.
// Mirrors src/bang/cards.py: the kind keys, colours and weapon ranges.

import type { CardId } from './protocol';

export const KINDS = [
  'bang', 'missed', 'beer', 'saloon', 'stagecoach', 'wells_fargo', 'general_store', 'panic',
  'cat_balou', 'duel', 'gatling', 'indians', 'barrel', 'dynamite', 'jail', 'mustang', 'scope',
  'volcanic', 'schofield', 'remington', 'rev_carabine', 'winchester',
] as const;
export type Kind = (typeof KINDS)[number];

export const BLUE_KINDS: ReadonlySet<string> = new Set([
  'barrel', 'dynamite', 'jail', 'mustang', 'scope',
  'volcanic', 'schofield', 'remington', 'rev_carabine', 'winchester',
]);

export const WEAPON_RANGE: Readonly<Record<string, number>> = {
  volcanic: 1, schofield: 2, remington: 3, rev_carabine: 4, winchester: 5,
};

export type Suit = 'S' | 'H' | 'D' | 'C';
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface ParsedCard {
  id: CardId;
  kind: string;
  rank: string; // "2".."10", "J", "Q", "K", "A"
  suit: Suit;
  red: boolean;
  blue: boolean;
}

export function parseCard(id: CardId): ParsedCard {
  const slash = id.indexOf('/');
  const kind = slash >= 0 ? id.slice(0, slash) : id;
  const code = slash >= 0 ? id.slice(slash + 1) : '';
  const suit = (code.slice(-1) || 'S') as Suit;
  const rank = code.slice(0, -1);
  return { id, kind, rank, suit, red: suit === 'H' || suit === 'D', blue: BLUE_KINDS.has(kind) };
}

/** "4♦" for "bang/4D". */
export function rankSuit(id: CardId): string {
  const c = parseCard(id);
  return c.rank ? `${c.rank}${SUIT_SYMBOL[c.suit] ?? ''}` : '';
}

export function kindOf(id: CardId): string {
  return parseCard(id).kind;
}

export const CHARACTERS = [
  'bart_cassidy', 'black_jack', 'calamity_janet', 'el_gringo', 'jesse_jones', 'jourdonnais',
  'kit_carlson', 'lucky_duke', 'paul_regret', 'pedro_ramirez', 'rose_doolan', 'sid_ketchum',
  'slab_the_killer', 'suzy_lafayette', 'vulture_sam', 'willy_the_kid',
] as const;
export type CharacterId = (typeof CHARACTERS)[number];

export const ROLES = ['sheriff', 'deputy', 'outlaw', 'renegade'] as const;

/** A character's life points on its card (the Sheriff gets one more). */
export const CHARACTER_LIFE: Readonly<Record<string, number>> = Object.fromEntries(
  CHARACTERS.map((c) => [c, c === 'el_gringo' || c === 'paul_regret' ? 3 : 4]),
);

/** How far a BANG! reaches with these cards in play (the Colt .45 reaches 1). */
export function reachOf(inPlay: readonly CardId[]): number {
  return Math.max(1, ...inPlay.map((id) => WEAPON_RANGE[parseCard(id).kind] ?? 0));
}

/** How far the hand's cards that hit a player reach: a BANG! (or Calamity Janet's
 * Missed!) as far as the weapon, a Panic! 1; null when the hand holds neither. */
export function targetingReach(hand: readonly CardId[], character: string | null, reach: number): number | null {
  const kinds = new Set(hand.map(kindOf));
  if (kinds.has('bang') || (character === 'calamity_janet' && kinds.has('missed'))) return Math.max(reach, 1);
  if (kinds.has('panic')) return 1;
  return null;
}
