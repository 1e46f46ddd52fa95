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
