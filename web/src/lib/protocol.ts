// TypeScript mirror of docs/protocol.md (the table protocol) and of the `view`
// object built by bang.view.Observation.to_json. Card ids look like "bang/AS".

import type { CardFacts } from './cards';
import type { EventPiece, InForce } from './events';
import type { GoldPiece } from './gold';

export type CardId = string;
export type Seat = number;

export type TableStatus = 'lobby' | 'playing' | 'over' | 'paused';

export interface TableSettings {
  seats?: number;
  bots?: number;
  character_choice?: boolean;
  turn_seconds?: number;
  /** The simplified first game: the 13 cards with the book symbol out. */
  simplified?: boolean;
  /** A match: the Sheriff's role (the Deputy's with 3 players) passes clockwise each game. */
  rotate_sheriff?: boolean;
  /** How the bots play (a dropped player's bot too). */
  bot_level?: BotLevel;
  /** Added to the base game, e.g. ["dodge_city"]. */
  expansions?: string[];
  /** Played across days: each decision has decision_hours (docs/protocol.md, "Turn-based tables"). */
  turn_based?: boolean;
  decision_hours?: number;
  /** Deadlines missed in a row before a bot plays the seat (0: never). */
  misses_to_bot?: number;
  [key: string]: unknown;
}

export interface SeatInfo {
  seat: Seat;
  name: string | null;
  bot: boolean;
  connected: boolean;
  bot_controlled: boolean;
  /** The seat's character, once settled (null while characters are picked). */
  character?: string | null;
}

export interface TableInfo {
  id: string;
  status: TableStatus;
  settings: TableSettings;
  seats: SeatInfo[];
  message: string | null;
  /** The table of the next game, once a seated player asked to play again. */
  next_table?: string | null;
  /** While every seat picks its character at once: the seats done. */
  picked?: Seat[] | null;
  /** The match this game belongs to (consecutive games with "play again"). */
  match?: MatchInfo | null;
  /** The seat the game waits on now (a table in play that the server holds in memory). */
  deciding?: Seat | null;
  /** Once the game is over: the side (or role) that won, as the end screen's `sides` name it. */
  winner?: string | null;
  /** The host paused the game: no clock runs, nobody acts. */
  held?: boolean;
}

export interface MatchInfo {
  /** 1 for the first game, then 2, 3... */
  game: number;
  /** Games won by each seat so far (this game's winners counted once it is over). */
  score: number[];
  /** Once the game is over: whether each seat keeps its character next game. */
  keep?: boolean[] | null;
}

export type Do =
  | 'play' | 'pass' | 'end' | 'discard' | 'draw' | 'choose' | 'ability' | 'character' | 'use' | 'event'
  | 'buy' | 'sell' | 'discard_equipment' // Gold Rush's
  | 'charge'; // Armed & Dangerous: where a charge earned goes (`card`, or none: the character)

/** An action code: a big integer, kept as its decimal digits (see codec.ts). */
export type Code = string;

export interface LegalAction {
  code: Code;
  do: Do;
  card?: CardId;
  target?: Seat;
  target_card?: CardId | 'hand';
  as?: string; // a kind's key: 'bang', 'missed' (Gold Rush's Bottle and Pardner: 'beer', 'panic'...)
  cards?: CardId[];
  from?: 'deck' | 'discard' | 'player' | 'in_play';
  character?: string;
  /** A word the decision names (Peyote's guess: "red" or "black"). */
  choice?: string;
  /** "no_effect": it would change nothing but spend its cards (the page asks once more). */
  warn?: 'no_effect';
  /** Armed & Dangerous: charges by place (a card in play's id, or "character"): paid for an
   * ability (Mexicali Kid, Al Preacher), moved (Red Ringo), put (Reload). */
  charges?: Record<string, number>;
  /** Several players aimed at, in order (Fanning: two; Evelyn Shebang's shots instead of cards). */
  targets?: Seat[];
}

export type EventType =
  | 'game_started'
  | 'turn_started'
  | 'drew'
  | 'drew_from_discard'
  | 'stole'
  | 'took'
  | 'played'
  | 'equipped'
  | 'used'
  | 'answered'
  | 'discarded'
  | 'draw_check'
  | 'shot_missed'
  | 'damaged'
  | 'healed'
  | 'eliminated'
  | 'dynamite_exploded'
  | 'dynamite_passed'
  | 'jail_escaped'
  | 'jail_stayed'
  | 'revealed'
  | 'picked'
  | 'put_back'
  | 'reshuffled'
  | 'ability'
  | 'penalty'
  | 'reward'
  | 'passed'
  | 'phase'
  | 'game_over'
  | 'event_revealed' // an event card revealed (detail: its key) by `player`
  | 'event_effect' // what the event in force did to `player` (detail: its key)
  | 'returned'; // a player out plays again, with `amount` life points (detail "ghost": for this turn)

export interface LogEntry {
  seq: number;
  type: EventType | string;
  player?: Seat;
  target?: Seat;
  cards?: CardId[];
  count?: number;
  amount?: number;
  detail?: string;
}

export type Role = 'sheriff' | 'deputy' | 'outlaw' | 'renegade';
/** 'deputy' and 'outlaw' (and 'renegade'): the one winner of a 3-player game. */
/** 'sheriff' too where each plays for himself (Wild West Show): the last one standing's role. */
export type Winner = 'law' | 'outlaws' | 'renegade' | 'deputy' | 'outlaw' | 'sheriff';
export type Phase = 'setup' | 'start' | 'draw' | 'play' | 'discard' | 'over';
export type PendingKind =
  | 'play' | 'respond' | 'dying' | 'discard' | 'draw' | 'choose' | 'character' | 'event'
  | 'charge'; // Armed & Dangerous: where a charge earned goes

export interface PlayerView {
  seat: Seat;
  name: string;
  /** null while characters are picked and this one is not settled yet. */
  character: string | null;
  hp: number;
  max_hp: number;
  alive: boolean;
  hand_count: number;
  in_play: CardId[];
  role: Role | null;
  distance: number | null;
  /** Green cards put in play this turn: usable from the next (absent: none). */
  fresh?: CardId[];
  /** The hand, in the replay of a finished game with everything face up only. */
  hand?: CardId[];
  /** How far a BANG! of this player goes now (the rules in force: weapons, events): the
   * reader's own seat only, while alive. */
  reach?: number | null;
  /** Back in play as a ghost: out of the game, yet playing his turns with no life points to
   * lose or gain (High Noon's Ghost Town for a turn; The Valley of Shadows' Ghost card while
   * it stays in front of him). */
  ghost?: boolean;
  /** With 3 players: the seat this one hunts (absent: none, or the game is over). */
  hunts?: Seat | null;
}

/** Why the pending player is asked (bang.rules.Game.prompt). */
export type Prompt =
  // from null: nobody fired it, `event` did (A Fistful of Cards' BANG!s)
  | { reason: 'bang' | 'gatling'; from: Seat | null; missed_needed: number; event?: string }
  | { reason: 'duel'; from: Seat; source: Seat }
  | { reason: 'indians'; from: Seat }
  | { reason: 'dying'; from: Seat | null; lives_needed: number }
  // for: the step that asked for the "draw!" (a card's kind, a character's key, or "draw!")
  | { reason: 'lucky_duke'; for: 'dynamite' | 'jail' | 'barrel' | 'rattlesnake' | 'bomb' | 'colorado_bill' | 'draw!' }
  | { reason: 'general_store'; from: Seat }
  | {
      reason:
        | 'normal' | 'black_jack' | 'jesse_jones' | 'kit_carlson' | 'pedro_ramirez'
        | 'bill_noface' | 'pixie_pete' | 'pat_brennan' | 'vera_custer' | 'evelyn_shebang';
    }
  | { reason: 'brawl'; target: Seat }
  | { reason: 'vulture_sam'; target: Seat } // two Vulture Sams share a dead player's cards
  | { reason: 'discard'; count: number }
  | { reason: 'character' }
  | { reason: 'play'; bangs_played: number; can_bang: boolean }
  // The Valley of Shadows: a brown card aimed at `from`'s target alone, cancelled or not
  // (`card`: its kind); Bandidos, Poker (`target`: who discards now, null: `from` picks 2),
  // Tornado, a Shotgun's hit, Saved! for `target`, Lemonade Jim's drink
  | { reason: 'escape'; from: Seat; card: string | null }
  | { reason: 'bandidos'; from: Seat }
  | { reason: 'poker'; from: Seat; target: Seat | null }
  | { reason: 'saved'; target: Seat }
  | { reason: 'tornado' | 'shotgun' | 'lemonade_jim' }
  // Armed & Dangerous: the Bomb passed on, charges to place (`left`), Al Preacher's offer
  | { reason: 'charge'; left: number }
  | { reason: 'bomb' | 'al_preacher' }
  // Gold Rush: Josh McCloud uses the equipment card he took (`card`) at once; Dutch Will keeps one of two
  | { reason: 'josh_mccloud'; card: CardId }
  | { reason: 'dutch_will' }
  // the event cards' decisions (High Noon, A Fistful of Cards)
  | {
      reason:
        | 'the_daltons' | 'hard_liquor' | 'peyote' | 'blood_brothers' | 'ranch' | 'russian_roulette' | 'ricochet';
      from?: Seat | null;
      count?: number; // Ranch: the cards marked for the swap so far
    };

export interface View {
  seat: Seat | null;
  role: Role | null;
  hand: CardId[];
  players: PlayerView[];
  turn: Seat;
  phase: Phase;
  pending: { player: Seat; kind: PendingKind } | null;
  deck_count: number;
  discard: CardId[];
  revealed: CardId[];
  revealed_count: number;
  winner: Winner | null;
  bangs_played: number;
  prompt: Prompt | null;
  // own hand (and green cards in play, and "ability"): why one cannot be used now
  // (docs/protocol.md, "refusals"; cardtext's Refusal words it)
  refusals?: Record<CardId, {
    code: string; target?: number; distance?: number; reach?: number; count?: number; limit?: number;
    suit?: 'S' | 'H' | 'D' | 'C'; event?: string; charges?: number; needed?: number; cost?: number; gold?: number;
  }>;
  /** What holds at the table now, only where it differs from the base game (bang.in_force). */
  in_force?: InForce;
  /** The expansions' own state as this reader sees it: the event deck (`events`), Gold Rush's
   * shop and nuggets (`gold_rush`). */
  pieces?: {
    events?: EventPiece;
    gold_rush?: GoldPiece;
    armed_and_dangerous?: { charges: Record<string, Record<string, number>> };
    [key: string]: unknown;
  };
  /** The seats of every player who won (empty while the game goes on). */
  winners?: Seat[];
}

export type ErrorCode =
  | 'malformed'
  | 'illegal'
  | 'stale'
  | 'forbidden'
  | 'not_found'
  | 'seat_taken'
  | 'table_full'
  | 'not_started'
  | 'table_error'
  | 'chat_limit'
  | 'muted'
  | 'gagged'
  | 'held';

export type ServerMessage =
  | { type: 'welcome'; seat: Seat | null; table: TableInfo; cards: CardFacts }
  | { type: 'joined'; seat: Seat; token: string }
  | { type: 'table'; table: TableInfo }
  | {
      type: 'state';
      version: number;
      view: View;
      legal: LegalAction[];
      log: LogEntry[];
      deadline: number | null;
      bot_controlled: boolean;
      auto_answer?: boolean;
      /** This seat's decisions in a row that ran out of time (its own move starts it again). */
      timeouts?: number;
      /** Decisions in a row out of time before a bot plays a seat (0: never): 2 at a live
       * table, the host's misses_to_bot at a turn-based one. The page keeps no such rule. */
      misses_to_bot?: number;
      /** A bot plays this seat because it ran out of time misses_to_bot times in a row. */
      timed_out?: boolean;
    }
  | { type: 'away'; since: number }
  | { type: 'error'; code: ErrorCode | string; message: string }
  | { type: 'pong' }
  | { type: 'chat'; messages: ChatMessage[] }
  | ({ type: 'mutes' } & ChatMutes)
  /** A turn-based table of a server that sends mail: whether this seat gave an address. */
  | { type: 'mail'; set: boolean };

export type ClientMessage =
  | { type: 'hello'; token: string | null }
  | { type: 'join'; name: string }
  | { type: 'start'; host_token: string }
  | { type: 'act'; code: Code; version: number }
  | { type: 'back' }
  | { type: 'auto_answer'; on: boolean }
  | { type: 'again' }
  | { type: 'keep'; keep: boolean }
  | { type: 'ping' }
  | ChatSay
  | { type: 'mute'; seat: Seat | -1; on: boolean }
  | { type: 'host_mute'; host_token: string; seat: Seat; on: boolean }
  | { type: 'hold'; host_token: string; on: boolean }
  | { type: 'replace'; host_token: string; seat: Seat }
  | { type: 'mail'; address: string | null; lang: string };

/** The bot levels a host may pick (bang.server.protocol.BotLevel), weakest first. */
export const BOT_LEVELS = ['random', 'basic', 'sharp', 'search'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const DEFAULT_BOT_LEVEL: BotLevel = 'sharp';

export interface CreateTableRequest {
  seats: number;
  bots: number;
  character_choice: boolean;
  turn_seconds: number;
  simplified: boolean;
  rotate_sheriff: boolean;
  bot_level: BotLevel;
  expansions: string[];
  /** The host's page language: the table link's preview is worded in it. */
  language?: string;
  /** Played across days (docs/protocol.md, "Turn-based tables"). */
  turn_based?: boolean;
  decision_hours?: number;
  misses_to_bot?: number;
}

/** The expansions a host may add: GET /api/expansions (lib/expansions.ts), never a list here. */

export interface CreateTableResponse {
  table: string;
  host_token: string;
}

// --- the table chat (docs/protocol.md, "Table chat") -----------------------------------

export type ChatChannel = 'players' | 'spectators';

export interface ChatMessage {
  /** Counts every message of the table from 1 (both channels): a reader may see gaps. */
  seq: number;
  channel: ChatChannel;
  /** null: a spectator. */
  seat: Seat | null;
  name: string;
  bot: boolean;
  /** Unix time, seconds. */
  at: number;
  /** A quick phrase (src/lib/phrases.ts) and its arguments, or free `text`. */
  phrase: string | null;
  args: { player?: Seat; card?: string } | null;
  text: string | null;
  /** The writer's page language. */
  lang: string;
  /** The table's version when it was said (a replay's chat follows it). */
  version?: number | null;
}

export interface ChatMutes {
  /** The seats this reader muted. */
  mine: Seat[];
  /** This reader muted the spectators' channel. */
  spectators: boolean;
  /** The seats the host muted for the whole table. */
  host: Seat[];
  /** The messages of each channel this reader's mutes kept from it (the server never sends them). */
  hidden_players?: number;
  hidden_spectators?: number;
}

export type ChatSay = {
  type: 'say';
  lang: string;
  /** Spectators only: the name shown with the message. */
  name?: string;
} & ({ phrase: string; args?: { player?: Seat; card?: string } } | { text: string });
