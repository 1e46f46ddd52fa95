// "Back to your table": the tables this browser holds a seat at (storage.ts keeps each
// seat's token), read from `GET /api/tables/ID`: the running ones, and the finished ones
// of the last days with their replays. A table the server no longer knows is forgotten.

import type { TableInfo } from './protocol';
import { storage } from './storage';

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
