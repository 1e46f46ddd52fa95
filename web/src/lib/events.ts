// The event cards (High Noon, A Fistful of Cards, Wild West Show) and the expansions
// themselves, in the reader's language: names, rules texts, the event panel's words and
// the facts of the rules in force. The server sends only keys and facts (view.in_force,
// view.pieces.events, GET /api/expansions); the words live in src/i18n/events/<lang>.ts.
// Nothing here decides a rule: it words what the server says holds.

import en from '../i18n/events/en';
import { cardFacts, kindOf, rankSuit } from './cards';
import { byLanguage, cardName, fmtNumber, pluralCategory, type Lang, type Msg } from './i18n';
import { CARD_TEXT } from './cardtext';

/** One language's words for the boxes and their event cards. */
export interface EventWords {
  /** Each expansion's name and a hint of what it adds ({cards}, {characters}, {events}: counts). */
  boxes: Record<string, { name: string; hint: string }>;
  /** Every event card's name, by key. */
  names: Record<string, string>;
  /** Every event card's rule, by key ({bang}, {missed}, {beer}, {stagecoach}, {wells_fargo}: card names). */
  texts: Record<string, string>;
  labels: {
    event: string; // the panel's title: the event in force
    none: string; // no event revealed yet
    firstRound: string; // when the first is revealed (High Noon, A Fistful of Cards)
    firstShow: string; // ... (Wild West Show)
    left: Msg; // {count} event cards still face down
    nextRound: string;
    nextShow: string;
    finalWaits: string; // {name}: the final card, at the bottom
    finalNow: string; // the final card is the one in force
    earlier: string; // {names}: the events revealed before
    revealed: string; // the reveal's banner: a new event
    deck: string; // the event deck, for screen readers
    genericHint: string; // an expansion these words do not know: {cards}, {characters}, {events}
    notWith: string; // {names}: an expansion the server does not play beside those ticked
    needs: string; // {names}: the expansions an option is ticked with (The Bullet's cards: High Noon)
    ghost: string; // a player out who plays this turn as a ghost
  };
  /** What holds now where the base game differs (view.in_force), one line each. */
  facts: {
    distance_one: string;
    suit: string; // {suit}
    bangs_a_turn: Msg; // {count}
    phase_one_cards: Msg; // {count}
    counter_clockwise: string;
    cards_in_play_off: string;
    abilities_off: string;
    turn_takers: string; // {names}
    handcuffs: string; // {suit}: the suit named this turn
    must_play: string; // {name} must play {card} (Law of the West)
    gag: string; // the players may not talk
    hands_face_up: string;
    last_one_standing: string;
  };
}

export const EVENT_WORDS: Record<Lang, EventWords> = byLanguage(
  import.meta.glob<EventWords>('../i18n/events/*.ts', { eager: true, import: 'default' }),
  '../i18n/events/',
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

/** The card names an event text may name, in the reader's language. */
function cardWords(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['bang', 'missed', 'beer', 'stagecoach', 'wells_fargo', 'jail', 'dynamite']) out[k] = cardName(lang, k);
  return out;
}

/** An event card's name, e.g. "The Reverend" (English, then the server's name, then its key). */
export function eventName(lang: Lang, key: string): string {
  return EVENT_WORDS[lang].names[key] ?? en.names[key] ?? cardFacts().events?.[key]?.name ?? key;
}

/** An event card's rule, in the reader's language. */
export function eventText(lang: Lang, key: string): string {
  const text = EVENT_WORDS[lang].texts[key] ?? en.texts[key];
  if (text === undefined) return cardFacts().events?.[key]?.text ?? '';
  return fill(lang, text, cardWords(lang));
}

export type EventLabel = keyof EventWords['labels'];

/** A label of the event panel; `count` picks the plural. */
export function eventLabel(lang: Lang, key: EventLabel, params: Record<string, string | number> = {}): string {
  const msg = EVENT_WORDS[lang].labels[key];
  const count = typeof params.count === 'number' ? params.count : 1;
  return fill(lang, pick(lang, msg, count), { ...cardWords(lang), ...params });
}

/** A list of names in the reader's language ("Ann, Bob"). */
export function nameList(lang: Lang, names: string[]): string {
  return names.join(lang === 'fa' ? '، ' : ', ');
}

// --- the expansions ------------------------------------------------------------------

/** What the server says of one expansion (GET /api/expansions). */
export interface ExpansionFacts {
  key: string;
  cards: number;
  characters: number;
  events: number;
  events_revealed_by: 'round' | 'show' | null;
  event_final: string | null;
  /** The expansions it is an option of, ticked only with them (the_bullet: ["high_noon"]). */
  needs?: string[];
}

/** An expansion's name, e.g. "High Noon" (its key, made readable, for one these words lack). */
export function boxName(lang: Lang, key: string): string {
  return EVENT_WORDS[lang].boxes[key]?.name ?? en.boxes[key]?.name ?? key.replace(/_/g, ' ');
}

/** What an expansion adds, in words, with the server's counts. */
export function boxHint(lang: Lang, facts: ExpansionFacts): string {
  const counts = { cards: facts.cards, characters: facts.characters, events: facts.events };
  const hint = EVENT_WORDS[lang].boxes[facts.key]?.hint ?? en.boxes[facts.key]?.hint;
  return fill(lang, hint ?? EVENT_WORDS[lang].labels.genericHint, counts);
}

// --- what holds now: view.in_force and view.pieces.events ---------------------------------

/** view.pieces.events: the event deck as every player sees it. */
export interface EventPiece {
  event: string | null;
  event_deck_count: number;
  events_shown: string[];
  event_final: string | null;
  event_revealed_by: 'round' | 'show' | null;
}

/** view.in_force: only what differs from the base game (open-ended: an expansion adds facts). */
export type InForce = Record<string, unknown> & {
  event?: string;
  distance_one?: boolean;
  suit?: 'S' | 'H' | 'D' | 'C';
  bangs_a_turn?: number;
  phase_one_cards?: number;
  counter_clockwise?: boolean;
  cards_in_play_work?: boolean;
  abilities_work?: boolean;
  turn_takers?: number[];
  /** The seats clockwise round the table, once two players swapped places (Lady Rose of Texas). */
  seating?: number[];
  /** A card the turn player must play before ending his turn (Law of the West: the one he showed). */
  must_play?: string;
  /** The suit named this turn: only its cards may be played (Handcuffs). */
  handcuffs?: 'S' | 'H' | 'D' | 'C';
  /** The players may not talk (Gag): the chat refuses their messages. */
  gag?: boolean;
  /** Every hand is face up (Sacagaway): each seat's `hand` is in the view. */
  hands_face_up?: boolean;
  /** Each plays for himself: the last one standing alone wins (Wild West Show). */
  last_one_standing?: boolean;
};

/** One line per fact of the rules in force that differs from the base game; facts these
 * words do not know are left to the event's own text. `turn`: the seat whose turn it is
 * (the one a card must be played by). */
export function inForceLines(
  lang: Lang,
  inForce: InForce | undefined,
  nameOf: (seat: number) => string,
  turn: number | null = null,
): string[] {
  if (!inForce) return [];
  const words = EVENT_WORDS[lang].facts;
  const lines: string[] = [];
  if (inForce.distance_one) lines.push(words.distance_one);
  if (inForce.suit) lines.push(fill(lang, words.suit, { suit: CARD_TEXT[lang].suits[inForce.suit] ?? inForce.suit }));
  if (typeof inForce.bangs_a_turn === 'number') {
    lines.push(fill(lang, pick(lang, words.bangs_a_turn, inForce.bangs_a_turn), { count: inForce.bangs_a_turn, bang: cardName(lang, 'bang') }));
  }
  if (typeof inForce.phase_one_cards === 'number') {
    lines.push(fill(lang, pick(lang, words.phase_one_cards, inForce.phase_one_cards), { count: inForce.phase_one_cards }));
  }
  if (inForce.counter_clockwise) lines.push(words.counter_clockwise);
  if (inForce.cards_in_play_work === false) lines.push(words.cards_in_play_off);
  if (inForce.abilities_work === false) lines.push(words.abilities_off);
  if (inForce.turn_takers?.length) {
    lines.push(fill(lang, words.turn_takers, { names: nameList(lang, inForce.turn_takers.map(nameOf)) }));
  }
  if (inForce.handcuffs) {
    lines.push(fill(lang, words.handcuffs, { suit: CARD_TEXT[lang].suits[inForce.handcuffs] ?? inForce.handcuffs }));
  }
  if (inForce.must_play && turn !== null) {
    const card = `${cardName(lang, kindOf(inForce.must_play))} ${rankSuit(inForce.must_play)}`.trim();
    const accusative = `${cardName(lang, kindOf(inForce.must_play), 'accs')} ${rankSuit(inForce.must_play)}`.trim();
    lines.push(fill(lang, words.must_play, { name: nameOf(turn), card, card_accs: accusative })); // "должен сыграть Бочку"
  }
  if (inForce.gag) lines.push(words.gag);
  if (inForce.hands_face_up) lines.push(words.hands_face_up);
  if (inForce.last_one_standing) lines.push(words.last_one_standing);
  return lines;
}

/** What the panel says of the deck: how many are left, when the next is revealed, the final card. */
export function deckLines(lang: Lang, piece: EventPiece): string[] {
  const lines: string[] = [];
  const final = piece.event !== null && piece.event === finalInForce(piece) ? piece.event : null;
  if (final !== null) return [eventLabel(lang, 'finalNow')];
  if (piece.event === null) lines.push(eventLabel(lang, piece.event_revealed_by === 'show' ? 'firstShow' : 'firstRound'));
  if (piece.event_deck_count > 0) {
    lines.push(eventLabel(lang, 'left', { count: piece.event_deck_count }));
    if (piece.event !== null) lines.push(eventLabel(lang, piece.event_revealed_by === 'show' ? 'nextShow' : 'nextRound'));
  }
  if (piece.event_final) lines.push(eventLabel(lang, 'finalWaits', { name: eventName(lang, piece.event_final) }));
  return lines;
}

/** The event in force when it is its box's final card (the server's facts say which are). */
function finalInForce(piece: EventPiece): string | null {
  const key = piece.event;
  if (key === null) return null;
  const facts = cardFacts().events?.[key];
  return facts?.final ? key : null;
}
