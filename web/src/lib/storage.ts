// Everything the browser keeps between visits, in localStorage:
//   bang.lang         the chosen language
//   bang.name         the last nickname typed
//   bang.seat.<ID>    the seat token of table ID (the only key to that seat)
//   bang.host.<ID>    the host token of table ID (starts the game)

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

export const storage = {
  getLang: () => get('bang.lang'),
  setLang: (lang: string) => set('bang.lang', lang),
  getName: () => get('bang.name'),
  setName: (name: string) => set('bang.name', name),
  getSeatToken: (table: string) => get(`bang.seat.${table}`),
  setSeatToken: (table: string, token: string | null) => set(`bang.seat.${table}`, token),
  getHostToken: (table: string) => get(`bang.host.${table}`),
  setHostToken: (table: string, token: string | null) => set(`bang.host.${table}`, token),
};
