// The replay of a finished table (docs/protocol.md, "Replays"): what the server sends
// (`GET /api/tables/ID/replay?seat=...`, frames made from the engine's observation of
// one reader at each version), the moment a link points at (`/t/ID?seat=2&turn=12`),
// and how the buttons move through the frames. Pure functions: no Svelte, no fetch.

import type { CardFacts } from './cards';
import type { ChatMessage, LogEntry, TableInfo, View } from './protocol';
import { byLanguage, fillMessage, type Lang } from './i18n';
import en, { type ReplayWords } from '../i18n/replay/en';

/** Whose eyes: a seat, everything face up ('all'), or a spectator's. */
export type ReplayView = number | 'all' | 'spectator';

export interface ReplayFrame {
  version: number;
  /** Turns begun by then (0 before the first). */
  turn: number;
  /** The seat whose action made this frame (null: the deal). */
  actor: number | null;
  /** How many entries of the replay's log had been written by then. */
  log: number;
  view: View;
}

export interface Replay {
  table: TableInfo;
  cards: CardFacts;
  seat: number | null;
  reveal: boolean;
  log: LogEntry[];
  frames: ReplayFrame[];
}

export interface Moment {
  view: ReplayView | null;
  turn: number | null;
  step: number | null;
}

const WORDS: Record<Lang, ReplayWords> = byLanguage(
  import.meta.glob<ReplayWords>('../i18n/replay/*.ts', { eager: true, import: 'default' }),
  '../i18n/replay/',
);
export type ReplayKey = keyof typeof en;

/** One of the replay's words in `lang`, {name} placeholders filled, the plural picked by `count`. */
export function replayText(lang: Lang, key: ReplayKey, params: Record<string, string | number> = {}): string {
  return fillMessage(lang, WORDS[lang][key] ?? en[key], params);
}

const NUMBER = /^\d{1,6}$/;

/** The moment a table link's query names (`?seat=2&turn=12`, `?seat=all&step=140`), or
 * null when it names none (the table's own page). */
export function parseMoment(search: string): Moment | null {
  const q = new URLSearchParams(search);
  if (!['seat', 'turn', 'step', 'replay'].some((k) => q.has(k))) return null;
  const seat = q.get('seat');
  const view: ReplayView | null =
    seat === 'all' || seat === 'spectator' ? seat : seat !== null && NUMBER.test(seat) ? Number(seat) : null;
  const turn = q.get('turn');
  const step = q.get('step');
  return {
    view,
    turn: turn !== null && NUMBER.test(turn) ? Number(turn) : null,
    step: step !== null && NUMBER.test(step) ? Number(step) : null,
  };
}

/** The link to one moment of a replay: `/t/ID?seat=...&turn=...&step=...`. */
export function momentPath(id: string, view: ReplayView, frame: ReplayFrame): string {
  const q = new URLSearchParams({ seat: String(view), turn: String(frame.turn), step: String(frame.version) });
  return `/t/${encodeURIComponent(id)}?${q}`;
}

/** The replay's first moment for a link to a table, whatever view it names. */
export function replayPath(id: string, view: ReplayView | null = null): string {
  return `/t/${encodeURIComponent(id)}?${new URLSearchParams(view === null ? { replay: '' } : { seat: String(view) })}`;
}

/** The frame a moment points at: its step, else the first of its turn, else the deal. */
export function frameOf(frames: ReplayFrame[], moment: Moment | null): number {
  if (!frames.length) return 0;
  if (moment?.step !== null && moment?.step !== undefined) return Math.min(moment.step, frames.length - 1);
  if (moment?.turn !== null && moment?.turn !== undefined) return turnStart(frames, moment.turn);
  return 0;
}

/** The first frame of turn `turn` (the last turn's, past the end; the deal before the first). */
export function turnStart(frames: ReplayFrame[], turn: number): number {
  const last = frames[frames.length - 1]?.turn ?? 0;
  const wanted = Math.max(0, Math.min(turn, last));
  const i = frames.findIndex((f) => f.turn >= wanted);
  return i < 0 ? frames.length - 1 : i;
}

/** The first frame of the next turn, or the last frame. */
export function nextTurn(frames: ReplayFrame[], at: number): number {
  const turn = frames[at]?.turn ?? 0;
  const i = frames.findIndex((f, j) => j > at && f.turn > turn);
  return i < 0 ? frames.length - 1 : i;
}

/** The first frame of this turn, or of the turn before when already there. */
export function prevTurn(frames: ReplayFrame[], at: number): number {
  const turn = frames[at]?.turn ?? 0;
  const start = turnStart(frames, turn);
  return start < at ? start : turnStart(frames, turn - 1);
}

/** The chat as it stood at a frame: the messages said by then (one with no version,
 * said before replays kept it, at the end). */
export function chatAt(messages: ChatMessage[], frames: ReplayFrame[], at: number): ChatMessage[] {
  const end = frames[frames.length - 1]?.version ?? 0;
  const version = frames[at]?.version ?? 0;
  return messages.filter((m) => (m.version ?? end) <= version);
}
