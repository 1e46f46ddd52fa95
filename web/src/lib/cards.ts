// Card ids ("bang/AS", "rev_carabine/AC") and what the UI needs to know about them.
// The facts of every kind and character (colour, range, whom it targets, lives) come
// from the server with the table's `welcome` (bang.view.card_facts; docs/protocol.md,
// "CardFacts"): this file keeps no copy of them, only the table's current facts.

import type { CardId } from './protocol';

export type Colour = 'brown' | 'blue' | 'green' | 'orange' | 'black'; // orange: Armed & Dangerous, in play with charges; black: Gold Rush's equipment
export type Aim = 'none' | 'reachable' | 'distance_1' | 'any' | 'anyone';

/** One kind of card, as the server describes it. */
export interface KindFacts {
  name: string; // English, as printed
  colour: Colour;
  target: Aim;
  range: number; // a weapon's range, 0 otherwise
  missed: boolean; // cancels a shot like a Missed!
  pay: boolean; // "discard another card": played with another card of the hand
  box: string; // "base" or its expansion
}

export interface CharacterFacts {
  name: string;
  lives: number;
  ability: string; // English
  box: string;
}

/** One event card (High Noon, A Fistful of Cards, Wild West Show), as the server describes it. */
export interface EventFacts {
  name: string; // English, as printed
  box: string;
  final: boolean; // its box's last card: in force to the end of the game
  text: string; // English
}

export interface CardFacts {
  kinds: Record<string, KindFacts>;
  characters: Record<string, CharacterFacts>;
  colt_range: number;
  /** The event cards of a table that plays some (absent: none). */
  events?: Record<string, EventFacts>;
}

const NONE: CardFacts = { kinds: {}, characters: {}, colt_range: 1 };
let current: CardFacts = NONE;

/** The facts of the table being shown (from its `welcome`); null forgets them. */
export function setCardFacts(facts: CardFacts | null): void {
  current = facts ?? NONE;
}

export function cardFacts(): CardFacts {
  return current;
}

export function kindFacts(kind: string): KindFacts | undefined {
  return current.kinds[kind];
}

/** The kinds of this table's deck, in the server's order (base game first). */
export function kindsInPlay(): string[] {
  return Object.keys(current.kinds);
}

/** A character's life points on its card (the Sheriff gets one more); undefined: unknown. */
export function characterLives(id: string): number | undefined {
  return current.characters[id]?.lives;
}

/** A weapon's range (0: not a weapon). */
export function weaponRange(kind: string): number {
  return current.kinds[kind]?.range ?? 0;
}

export type Suit = 'S' | 'H' | 'D' | 'C';
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface ParsedCard {
  id: CardId;
  kind: string;
  rank: string; // "2".."10", "J", "Q", "K", "A"
  suit: Suit;
  red: boolean;
  colour: Colour;
  blue: boolean; // stays in play (blue border)
  green: boolean; // in play, used from a later turn (green border, Dodge City)
  black: boolean; // Gold Rush's black equipment: bought, stays in front of its owner
}

export function parseCard(id: CardId): ParsedCard {
  const slash = id.indexOf('/');
  const kind = slash >= 0 ? id.slice(0, slash) : id;
  const code = slash >= 0 ? id.slice(slash + 1) : '';
  const suit = (code.slice(-1) || 'S') as Suit;
  const rank = code.slice(0, -1);
  const colour = current.kinds[kind]?.colour ?? 'brown';
  return {
    id, kind, rank, suit, red: suit === 'H' || suit === 'D', colour, blue: colour === 'blue', green: colour === 'green',
    black: colour === 'black',
  };
}

/** "4♦" for "bang/4D". */
export function rankSuit(id: CardId): string {
  const c = parseCard(id);
  return c.rank ? `${c.rank}${SUIT_SYMBOL[c.suit] ?? ''}` : '';
}

export function kindOf(id: CardId): string {
  return parseCard(id).kind;
}

export const ROLES = ['sheriff', 'deputy', 'outlaw', 'renegade'] as const;
