// The forum game's pages (004 by posts): their routes, their words, the server's API.
// The words live in src/i18n/forum/{ru,en}.ts; Russian first, English for every
// other language of the table.

import en from '../i18n/forum/en';
import ru from '../i18n/forum/ru';
import { locale } from './locale.svelte';

export type ForumMessages = {
  ui: Record<string, string>;
  card: Record<string, string>;
  /** A card's name as the object of a verb ("Сыграть Шляпу"), where it is not its name. */
  cardAccusative?: Record<string, string>;
  character: Record<string, string>;
  role: Record<string, string>;
  side: Record<string, string>;
  why: Record<string, string>;
  refusal: Record<string, string>;
  ability: Record<string, string>;
};

export type ForumRoute =
  | { page: 'forum-new' }
  | { page: 'forum-master'; id: string; token: string }
  | { page: 'forum-player'; id: string; token: string };

/** /forum (a new game), /f/ID/master/TOKEN (the master), /f/ID/p/TOKEN (a player); else null. */
export function parseForumRoute(pathname: string): ForumRoute | null {
  if (/^\/forum\/?$/.test(pathname)) return { page: 'forum-new' };
  const m = /^\/f\/([^/]+)\/(master|p)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const id = decodeURIComponent(m[1]);
  const token = decodeURIComponent(m[3]);
  return m[2] === 'master' ? { page: 'forum-master', id, token } : { page: 'forum-player', id, token };
}

/** The language of the forum's pages: Russian or English (every other language reads English). */
export function forumLang(): 'ru' | 'en' {
  return locale.lang === 'ru' ? 'ru' : 'en';
}

function words(): ForumMessages {
  return forumLang() === 'ru' ? ru : en;
}

/** A forum word with {name} placeholders filled in. A Russian word may put a name in a
 * case, ``{name_gent}``: the page passes the form the server's dictionary is sure of
 * (``name_cases``), and where it has none the word's ``~`` wording, which needs no case,
 * is said instead ("Дуэль от Анны", "Дуэль от игрока Bob"), as the posts do. */
export function ft(key: string, params: Record<string, string | number | undefined> = {}): string {
  let text = words().ui[key] ?? en.ui[key] ?? key;
  const missing = [...text.matchAll(/\{(\w+)\}/g)].some((m) => params[m[1]] === undefined);
  const plain = words().ui[`${key}~`];
  if (missing && plain) text = plain;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}

/** A card's name; with ``'accs'``, as the object of a verb ("Сыграть Шляпу"). */
export const fCard = (card: string, grammaticalCase?: 'accs') =>
  (grammaticalCase === 'accs' ? words().cardAccusative?.[card] : undefined) ?? words().card[card] ?? card;
export const fCharacter = (key: string) => words().character[key] ?? key;
export const fRole = (role: string) => words().role[role] ?? role;
/** The side that won ("победа закона"); ``null`` with the game over: the round limit. */
export const fSide = (result: string | null) => words().side[result ?? 'round_cap'] ?? result ?? '';

/** Each player's name in the Russian cases the server's dictionary is sure of, by seat. */
export type NameCases = Partial<Record<'gent' | 'datv' | 'accs', string>>[];

/** The words of a finished game: the side that won, then who won, each with their role. */
export function endWords(result: string | null, winners: { name: string; role: string }[]): string[] {
  const won = winners.map((w) => `${w.name} (${fRole(w.role)})`).join(', ');
  return [ft('gameOver', { side: fSide(result) }), won ? ft('winners', { names: won }) : ft('noWinners')];
}

/** The master's override as the console confirms it: "жизни — Bob: 2. Причина: ...". */
export function overrideSaid(o: { kind: string; player?: number; value?: number; card?: string; reason: string },
  names: string[]): string {
  let what = ft(`kind.${o.kind}`);
  if (o.player !== undefined) what += ` — ${names[o.player] ?? '?'}`;
  if (o.value !== undefined) what += `: ${o.value}`;
  else if (o.card) what += `: ${fCard(o.card)}`;
  return ft('overridden', { what, reason: o.reason });
}
/** A refused request's reason in the page's language: by its code, else the server's English. */
export function fRefusal(code: string | undefined, params: Record<string, string | number>, english: string): string {
  const text = code ? (words().refusal[code] ?? en.refusal[code]) : undefined;
  if (text === undefined) return english;
  const named: Record<string, string | number> = { ...params };
  for (const k of ['card', 'as_card']) if (typeof named[k] === 'string') named[k] = fCard(String(named[k]));
  if (typeof named.character === 'string') named.character = fCharacter(named.character);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(named[k] ?? `{${k}}`));
}

export const fWhy = (why: string) => words().why[why] ?? fCard(why) ?? why;
/** A character's ability in the page's language (the server's English if a word is missing). */
export const fAbility = (key: string, english: string) => words().ability[key] ?? english;

/** The characters in the page's alphabetical order (their names in its language). */
export function byName<T extends { key: string }>(characters: T[]): T[] {
  const collator = new Intl.Collator(forumLang());
  return [...characters].sort((a, b) => collator.compare(fCharacter(a.key), fCharacter(b.key)));
}

/** "1 d 02:05:09" (or "02:05:09"): the time left before ``deadline`` (Unix seconds) at ``now`` (ms). */
export function timeLeft(deadline: number, now: number): string {
  const left = Math.max(0, Math.floor(deadline - now / 1000));
  const days = Math.floor(left / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((left % 86400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days ? `${ft('days', { n: days })} ${clock}` : clock;
}

// ---- what the server sends ----------------------------------------------------------

export type ForumMove = {
  player?: number;
  kind: string;
  card?: string;
  target?: number;
  as_card?: string;
  cards?: string[];
  option?: string;
  to?: number[];
  private?: boolean;
};

export type ForumSeat = {
  seat: number;
  name: string;
  character: string;
  life: number;
  max_life: number;
  alive: boolean;
  unconscious: boolean;
  equipment: Record<string, string>;
  hand_count: number;
  role?: string;
  hand?: string[];
};

export type ForumEvent = {
  type: string;
  round: number;
  player?: number;
  target?: number;
  cards?: string[];
  rolls?: number[];
  detail?: string;
  private_to?: number[];
};

export type PostPart = { bbcode: string; markdown: string; private?: { bbcode: string; markdown: string } };
/** ``game_file``: the game is over and ``game.json`` beside the page's API serves its file
 * (never its content here: a 64-bit seed loses digits in a JavaScript number). */
export type ForumPost = { round: number; ru: PostPart; en: PostPart; game_file?: boolean };

export type MyMove = { index: number; move: ForumMove; undo: boolean };

export type PlayerView = {
  kind: 'player';
  game: string;
  seat: number;
  name: string;
  status: string;
  deadline: number | null;
  seed_hash: string;
  posts: ForumPost[];
  name_cases?: NameCases;
  choosing?: {
    characters: { key: string; russian: string; life: number; text: string; taken: boolean }[];
    mine: string | null;
    waiting: number;
  };
  entropy?: string | null; // this player's part of the dice, once given at the pick
  /** ``result`` and ``winners`` (seats) once the game is over; every role is then told. */
  table?: {
    round: number; players: ForumSeat[]; table: string[]; events: ForumEvent[];
    result?: string | null; winners?: number[];
  };
  moved?: boolean;
  my_moves?: MyMove[];
  legal?: ForumMove[];
  pending?: { effect: string; from: number; card: string }[];
};

/** The master's copy of a post: every player's private part, by seat. */
export type MasterPost = {
  round: number;
  ru: { bbcode: string; markdown: string; private: { bbcode: string; markdown: string }[] };
  en: { bbcode: string; markdown: string; private: { bbcode: string; markdown: string }[] };
  game_file?: boolean;
};

export type MasterSeat = ForumSeat & { role: string; hand: string[] };

export type MasterView = {
  kind: 'master';
  game: string;
  names: string[];
  status: string;
  deadline: number | null;
  seed_hash: string;
  picks: Record<string, string>;
  posts: MasterPost[];
  preview: MasterPost | null;
  round?: number;
  moves?: (ForumMove & { name: string })[];
  waiting?: number[];
  players?: MasterSeat[];
  overrides?: Record<string, unknown>[];
  name_cases?: NameCases;
  over?: boolean;
  result?: string | null;
  winners?: number[];
};

export type Created = {
  game: string;
  master_token: string;
  player_tokens: string[];
  master_link: string;
  player_links: string[];
  seed_hash: string;
};

/** A POST to the forum API: the answer's JSON, or an Error carrying the server's reason. */
export async function forumPost<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const data = await answer.json();
  if (!answer.ok) throw new ForumRefusal(data.message ?? answer.statusText, data.code, data.params ?? {});
  return data as T;
}

/** The server's refusal: its English message and, for a player's move, its code and parameters. */
export class ForumRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly params: Record<string, string | number>,
  ) {
    super(message);
  }

  /** The reason in the page's language (English text when the code is unknown). */
  said(): string {
    return fRefusal(this.code, this.params, this.message);
  }
}

/** The view of a link, kept up to date by the websocket; returns a function that closes it. */
export function watchForum<T>(id: string, token: string, onView: (view: T) => void): () => void {
  let closed = false;
  let socket: WebSocket | null = null;
  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/ws/forum/${encodeURIComponent(id)}/${encodeURIComponent(token)}`);
    socket.onmessage = (e) => {
      const frame = JSON.parse(e.data);
      if (frame.type === 'forum_view') onView(frame.view as T);
    };
    socket.onclose = () => {
      if (!closed) setTimeout(open, 1000);
    };
  };
  open();
  return () => {
    closed = true;
    socket?.close();
  };
}

/** A move as a button says it: "Play BANG! → Bob", "Сыграть Шляпу" (a card the verb's
 * object: its ``_accs`` form in Russian). */
export function moveLabel(m: ForumMove, names: string[]): string {
  let label = ft(`move.${m.kind}`, {
    card: m.card ? fCard(m.card) : '',
    card_accs: m.card ? fCard(m.card, 'accs') : '',
    cards: (m.cards ?? []).map((c) => fCard(c)).join(', '),
    cards_accs: (m.cards ?? []).map((c) => fCard(c, 'accs')).join(', '),
    option: m.option ? fWhy(m.option) : '',
  });
  if (m.as_card) label += ft('move.as', { card: fCard(m.as_card), card_accs: fCard(m.as_card, 'accs') });
  if (m.kind === 'ability' && m.card) label += ` (${fCard(m.card)})`;
  if (m.kind === 'play' && m.option) label += ft('move.aim', { option: fWhy(m.option) });
  if (m.target !== undefined && m.target !== null) label += ft('move.to', { name: names[m.target] ?? '?' });
  if (m.to?.length) label += ft('move.to', { name: m.to.map((s) => names[s] ?? '?').join(', ') });
  return label;
}

/** The deadline in the reader's own time zone, named: "4 дек. 2026 г., 11:00 GMT+3". */
export function deadlineText(deadline: number | null): string {
  if (!deadline) return '—';
  return new Intl.DateTimeFormat(forumLang(), {
    weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
  }).format(new Date(deadline * 1000));
}

// ---- the links a master made on this browser ---------------------------------------------

export type SavedLinks = { master_link: string; players: { name: string; link: string }[] };

const linksKey = (game: string) => `bang.forum.links.${game}`;

/** Kept where the game was made, so the console can offer them again (the server keeps
 * only the links' hashes: it cannot show them twice). */
export function saveLinks(game: string, links: SavedLinks): void {
  try {
    localStorage.setItem(linksKey(game), JSON.stringify(links));
  } catch {
    // private browsing: the links are on the page that made them
  }
}

export function savedLinks(game: string): SavedLinks | null {
  try {
    const raw = localStorage.getItem(linksKey(game));
    return raw ? (JSON.parse(raw) as SavedLinks) : null;
  } catch {
    return null;
  }
}
