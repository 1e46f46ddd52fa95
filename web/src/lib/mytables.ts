// "Back to your table": the tables this browser holds a seat at (storage.ts keeps each
// seat's token), read from `GET /api/tables/ID`: the running ones, and the finished ones
// of the last days with their replays; and the forum games it opened by a private link
// (a player's or the master's), read from their page's API. One the server no longer
// knows is forgotten.

import type { TableInfo } from './protocol';
import { storage, type ForumGameKind, type KeptForumGame } from './storage';

export const RECENT_DAYS = 7; // a finished table is listed this long after this browser saw it over
export const MOST = 12; // tables asked for at most

export interface MyTable {
  info: TableInfo;
  /** When this browser took the seat, or first saw the game over (ms). */
  since: number;
  /** The number of the seat this browser holds there, where known. */
  seat: number | null;
}

/** Whether the game of ``t`` waits on this browser's seat now. */
export function waitsOnYou(t: MyTable): boolean {
  return t.seat !== null && t.info.status === 'playing' && t.info.deciding === t.seat;
}

/** This browser's character at ``t``, once settled. */
export function yourCharacter(t: MyTable): string | null {
  return t.info.seats.find((s) => s.seat === t.seat)?.character ?? null;
}

const ORDER: Record<string, number> = { playing: 0, paused: 0, lobby: 1, over: 2 };

/** Which of the tables are shown, in order: those waiting on you first, then the others
 * running, then lobbies, then the finished ones still recent, each group newest first. */
export function shown(tables: MyTable[], now: number): MyTable[] {
  const rank = (x: MyTable) => (waitsOnYou(x) ? -1 : ORDER[x.info.status]);
  return tables
    .filter((x) => x.info.status !== 'over' || now - x.since < RECENT_DAYS * 86_400_000)
    .sort((a, b) => rank(a) - rank(b) || b.since - a.since);
}

/** When a table was first seen over by this browser ("over:" and the time in storage). */
function sinceOf(info: TableInfo, now: number): number {
  const kept = storage.getSince(info.id) ?? '';
  if (info.status === 'over') {
    if (kept.startsWith('over:')) return Number(kept.slice(5)) || now;
    storage.setSince(info.id, `over:${now}`);
    return now;
  }
  return Number(kept) || 0;
}

export async function myTables(now: number = Date.now()): Promise<MyTable[]> {
  const ids = storage.seatTables().slice(0, 50);
  const ranked = ids
    .map((id) => ({ id, since: Number((storage.getSince(id) ?? '').replace('over:', '')) || 0 }))
    .sort((a, b) => b.since - a.since)
    .slice(0, MOST);
  const found = await Promise.all(
    ranked.map(async ({ id }) => {
      try {
        const res = await fetch(`/api/tables/${encodeURIComponent(id)}`);
        if (res.status === 404) {
          storage.setSeatToken(id, null); // the server no longer knows it (a lobby that expired)
          return null;
        }
        if (!res.ok) return null;
        const info = (await res.json()) as TableInfo;
        return { info, since: sinceOf(info, now), seat: storage.getSeatNumber(id) };
      } catch {
        return null; // offline: try again next time
      }
    }),
  );
  return shown(
    found.filter((x): x is MyTable => x !== null),
    now,
  );
}

// ---- forum games -------------------------------------------------------------------------

/** A forum game this browser opened by its private link, as its page's API tells it now. */
export interface MyForumGame {
  id: string;
  kind: ForumGameKind;
  token: string;
  since: number;
  status: string; // choosing, playing, resolved, over
  deadline: number | null; // seconds since 1970
  round: number | null;
  /** The game waits on this browser: a player's character to pick or move to post; the
   * master's resolution once every player has moved. */
  yourMove: boolean;
  name: string | null; // the player's own name (a master's link: none)
}

type ForumAnswer = {
  status: string;
  deadline: number | null;
  name?: string;
  round?: number;
  table?: { round: number };
  choosing?: { mine: string | null };
  moved?: boolean;
  legal?: unknown[];
  waiting?: number[];
};

export function forumGameFrom(kept: KeptForumGame, v: ForumAnswer): MyForumGame {
  const yourMove =
    kept.kind === 'player'
      ? (v.status === 'choosing' && v.choosing?.mine === null) ||
        (v.status === 'playing' && v.moved === false && (v.legal?.length ?? 0) > 0)
      : v.status === 'playing' && v.waiting !== undefined && v.waiting.length === 0;
  return {
    ...kept,
    status: v.status,
    deadline: v.deadline ?? null,
    round: v.round ?? v.table?.round ?? null,
    yourMove,
    name: v.name ?? null,
  };
}

/** The page of a forum game's private link. */
export function forumGamePath(g: { id: string; kind: ForumGameKind; token: string }): string {
  return `/f/${encodeURIComponent(g.id)}/${g.kind === 'master' ? 'master' : 'p'}/${encodeURIComponent(g.token)}`;
}

/** The forum games this browser opened (the ``MOST`` newest): those waiting on you first,
 * then the others running, then the finished ones (kept until forgotten: a forum game's
 * end is worth going back to for its posts and its file); one the server no longer knows
 * is forgotten. */
export async function myForumGames(): Promise<MyForumGame[]> {
  const kept = storage.forumGames().slice(0, MOST);
  const found = await Promise.all(
    kept.map(async (g) => {
      try {
        const res = await fetch(`/api/forum/${encodeURIComponent(g.id)}/${g.kind}/${encodeURIComponent(g.token)}`);
        if (res.status === 404) {
          storage.setForumGame(g.kind, g.id, null);
          return null;
        }
        return res.ok ? forumGameFrom(g, (await res.json()) as ForumAnswer) : null;
      } catch {
        return null; // offline: try again next time
      }
    }),
  );
  const rank = (g: MyForumGame) => (g.yourMove ? -1 : g.status === 'over' ? 1 : 0);
  return found
    .filter((g): g is MyForumGame => g !== null)
    .sort((a, b) => rank(a) - rank(b) || b.since - a.since);
}
