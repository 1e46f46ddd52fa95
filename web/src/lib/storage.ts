// Everything the browser keeps between visits, in localStorage:
//   bang.lang         the chosen language
//   bang.name         the last nickname typed
//   bang.seat.<ID>    the seat token of table ID (the only key to that seat)
//   bang.host.<ID>    the host token of table ID (starts the game)
//   bang.since.<ID>   when this browser took that seat, or first saw its game over
//   bang.seatno.<ID>  the number of that seat (Your tables: whether the game waits on you)
//                     ("over:" then the time): the home page lists recent ones (mytables.ts)
//   bang.forum.<KIND>.<ID>  a forum game this browser opened by its private link: KIND is
//                     "player" or "master", the value {"token", "since"} (Your tables lists them)

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode or storage full: the page still works for this visit
  }
}

/** The ids of the tables this browser holds a seat token for. */
function seatTables(): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith('bang.seat.')) ids.push(key.slice('bang.seat.'.length));
    }
  } catch {
    // no storage: no tables
  }
  return ids;
}

export type ForumGameKind = 'player' | 'master';
export type KeptForumGame = { id: string; kind: ForumGameKind; token: string; since: number };

function readJson(raw: string | null): { token?: unknown; since?: unknown } | null {
  try {
    return JSON.parse(raw ?? 'null') as { token?: unknown; since?: unknown } | null;
  } catch {
    return null; // a value this version cannot read: skipped
  }
}

/** The forum games this browser opened by a private link, newest first. */
function forumGames(): KeptForumGame[] {
  const found: KeptForumGame[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const m = /^bang\.forum\.(player|master)\.(.+)$/.exec(localStorage.key(i) ?? '');
      if (!m) continue;
      const kept = readJson(localStorage.getItem(m[0]));
      if (kept && typeof kept.token === 'string') {
        found.push({ id: m[2], kind: m[1] as ForumGameKind, token: kept.token, since: Number(kept.since) || 0 });
      }
    }
  } catch {
    // no storage: none
  }
  return found.sort((a, b) => b.since - a.since);
}

/** Keeps (or, with null, forgets) the private link of a forum game; the first visit's time stays. */
function setForumGame(kind: ForumGameKind, id: string, token: string | null): void {
  const key = `bang.forum.${kind}.${id}`;
  if (token === null) return set(key, null);
  const since = forumGames().find((g) => g.id === id && g.kind === kind && g.token === token)?.since ?? Date.now();
  set(key, JSON.stringify({ token, since }));
}

export const storage = {
  forumGames,
  setForumGame,
  seatTables,
  getSince: (table: string) => get(`bang.since.${table}`),
  setSince: (table: string, since: string | null) => set(`bang.since.${table}`, since),
  getLang: () => get('bang.lang'),
  setLang: (lang: string) => set('bang.lang', lang),
  getName: () => get('bang.name'),
  setName: (name: string) => set('bang.name', name),
  getSeatToken: (table: string) => get(`bang.seat.${table}`),
  setSeatToken: (table: string, token: string | null) => {
    set(`bang.seat.${table}`, token);
    set(`bang.since.${table}`, token === null ? null : String(Date.now()));
    if (token === null) set(`bang.seatno.${table}`, null);
  },
  /** Which seat of ``table`` this browser holds (its number: whose turn "Your tables" tells). */
  getSeatNumber: (table: string): number | null => {
    const kept = get(`bang.seatno.${table}`);
    return kept === null || kept === '' || Number.isNaN(Number(kept)) ? null : Number(kept);
  },
  setSeatNumber: (table: string, seat: number | null) => set(`bang.seatno.${table}`, seat === null ? null : String(seat)),
  getHostToken: (table: string) => get(`bang.host.${table}`),
  setHostToken: (table: string, token: string | null) => set(`bang.host.${table}`, token),
};
