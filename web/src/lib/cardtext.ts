// The rules text of every card, the words for suits and ranks (a card spoken in full
// for screen readers), the card pop-up's labels and the localised reasons why a card
// cannot be played (from the server's codes, see docs/protocol.md "refusals").
// The texts live in src/i18n/cardtext/<lang>.ts, one file per language.

import en from '../i18n/cardtext/en';
import { parseCard, type Colour, type Suit } from './cards';
import { eventName } from './events';
import { byLanguage, fmtNumber, pluralCategory, type Lang, type Msg } from './i18n';
import type { CardId } from './protocol';

export const REASON_CODES = [
  'missed_answer_only', 'bang_used', 'out_of_reach', 'panic_too_far', 'no_cards',
  'jail_no_target', 'already_in_play', 'cannot_answer', 'beer_two_left', 'only_beer', 'not_now',
  // Dodge City's cards and characters (src/bang/refusal_codes.py lists them all)
  'answer_only', 'too_far', 'needs_price', 'brawl_no_cards', 'immune', 'green_fresh', 'beers_too_few',
  'full_life', 'ability_cards', 'ability_used', 'last_life', 'no_blue_card', 'ability_target', 'blue_only',
  // the event card in force (High Noon, A Fistful of Cards, Wild West Show)
  'event_forbids', 'character_forbids',
  // The Valley of Shadows' cards
  'nobody_out', 'needs_bang',
  // Gold Rush's (the shop's too: pieces.gold_rush.refusals)
  'not_enough_gold', 'shop_closed',
  // Armed & Dangerous': an orange card holding fewer charges than a use spends
  'charges_needed',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Why a card (or, under the key "ability", the character's ability) cannot be used now,
 * as the server sends it: a code and its facts. */
export interface Refusal {
  code: string;
  target?: number;
  distance?: number;
  reach?: number;
  count?: number; // cards an ability needs
  limit?: number; // uses of an ability a turn
  suit?: Suit; // the suit a player is immune to
  event?: string; // the key of the event card that forbids it
  charges?: number; // the charges an orange card holds
  needed?: number; // the charges its use spends
  cost?: number; // gold nuggets it costs (Gold Rush)
  gold?: number; // gold nuggets the reader has
}

export interface CardText {
  kinds: Record<string, string>; // every kind's key (the server's card facts) -> its rules text
  suits: Record<Suit, string>;
  ranks: Record<'J' | 'Q' | 'K' | 'A', string>;
  rankSuit: string; // "{rank} of {suit}"
  spoken: string; // "{card}, {rankSuit}"
  labels: {
    brown: string;
    blue: string;
    range: string;
    life: Msg;
    character: string;
    cantPlay: string;
    cantUseAbility: string;
    close: string;
    yourRange: string;
    inRange: string;
    green: string; // a green-bordered card (Dodge City)
    pay: string; // "discard another card"
    greenMissed: string; // a green card with the Missed! symbol: usable out of turn
    fresh: string; // a green card put in play this turn
    mustPlay: string; // the card the event in force makes its holder play this turn (Law of the West)
    orange: string; // an orange-bordered card (Armed & Dangerous): in play with charges
    charges: Msg; // "{count} charges": the load tokens on an orange card or a character
  };
  reasons: Record<ReasonCode, string>;
}

export const CARD_TEXT: Record<Lang, CardText> = byLanguage(
  import.meta.glob<CardText>('../i18n/cardtext/*.ts', { eager: true, import: 'default' }),
  '../i18n/cardtext/',
);

function fill(lang: Lang, template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? fmtNumber(lang, v) : v;
  });
}

function pick(lang: Lang, msg: Msg, count: number): string {
  if (typeof msg === 'string') return msg;
  return msg[pluralCategory(lang, count)] ?? msg.other;
}

/** The full rules text of a kind ("bang") or of a card id ("bang/KD"). */
export function cardRules(lang: Lang, idOrKind: string): string {
  const kind = idOrKind.includes('/') ? parseCard(idOrKind).kind : idOrKind;
  return CARD_TEXT[lang].kinds[kind] ?? en.kinds[kind] ?? '';
}

/** "king of diamonds" for "bang/KD"; "10 of hearts" for "beer/10H". */
export function rankSuitWords(lang: Lang, id: CardId): string {
  const c = parseCard(id);
  if (!c.rank) return '';
  const text = CARD_TEXT[lang];
  const rank = text.ranks[c.rank as keyof CardText['ranks']] ?? fmtNumber(lang, Number(c.rank));
  return fill(lang, text.rankSuit, { rank, suit: text.suits[c.suit] });
}

/** A card in words, for screen readers: "BANG!, king of diamonds". */
export function spokenCard(lang: Lang, id: CardId, name: string): string {
  const words = rankSuitWords(lang, id);
  return words ? fill(lang, CARD_TEXT[lang].spoken, { card: name, rankSuit: words }) : name;
}

export type LabelKey = keyof CardText['labels'];

/** A pop-up label; `count` picks the plural. */
export function cardLabelText(lang: Lang, key: LabelKey, params: Record<string, string | number> = {}): string {
  const msg = CARD_TEXT[lang].labels[key];
  return fill(lang, pick(lang, msg, typeof params.count === 'number' ? params.count : 1), params);
}

/** The pop-up's tag for a card's border: brown, blue, green or orange (a colour this page
 * has no words for reads as brown, the plain played-and-discarded card). */
export function colourTag(lang: Lang, colour: Colour): string {
  const key: LabelKey = colour === 'green' || colour === 'blue' || colour === 'orange' ? colour : 'brown';
  return cardLabelText(lang, key);
}

/** Why the reader's character's ability has no use now, in words (null: it has one, or
 * there is nothing to say): the view's refusal under the key "ability", sent in the
 * reader's own play phase only, and only while no ability action is legal. */
export function abilityWhyNot(
  lang: Lang,
  refusals: Record<string, Refusal> | undefined,
  legal: readonly { do: string }[],
  nameOf: (seat: number) => string,
): string | null {
  const reason = refusals?.ability;
  if (!reason || legal.some((a) => a.do === 'ability')) return null;
  return refusalText(lang, reason, nameOf);
}

/** Why a card cannot be played, in words: "Bob is at distance 2, your range is 1." */
export function refusalText(lang: Lang, reason: Refusal, nameOf: (seat: number) => string): string {
  const reasons = CARD_TEXT[lang].reasons;
  const template = reasons[reason.code as ReasonCode] ?? reasons.not_now;
  return fill(lang, template, {
    name: reason.target === undefined ? '?' : nameOf(reason.target),
    distance: reason.distance ?? 0,
    reach: reason.reach ?? 0,
    count: reason.count ?? 0,
    limit: reason.limit ?? 0,
    suit: reason.suit === undefined ? '?' : (CARD_TEXT[lang].suits[reason.suit] ?? reason.suit),
    event: reason.event === undefined ? '?' : eventName(lang, reason.event),
    charges: reason.charges ?? 0,
    needed: reason.needed ?? 0,
    cost: reason.cost ?? 0,
    gold: reason.gold ?? 0,
  });
}
