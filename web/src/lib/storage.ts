// Everything the browser keeps between visits, in localStorage:
//   bang.lang         the chosen language
//   bang.name         the last nickname typed
//   bang.seat.<ID>    the seat token of table ID (the only key to that seat)
//   bang.host.<ID>    the host token of table ID (starts the game)
//   bang.since.<ID>   when this browser took that seat, or first saw its game over
//   bang.seatno.<ID>  the number of that seat (Your tables: whether the game waits on you)
//                     ("over:" then the time): the home page lists recent ones (mytables.ts)

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

export const storage = {
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
