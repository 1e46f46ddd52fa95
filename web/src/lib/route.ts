// The pages, from location.pathname and search: / (home), /t/ID (a table), /t/ID/watch,
// and a finished table's replay at a moment, /t/ID?seat=2&turn=12 (replay.ts).

import { parseMoment, type Moment } from './replay';

export type Route =
  | { page: 'home' }
  | { page: 'table'; id: string; watch: boolean }
  | { page: 'replay'; id: string; moment: Moment };

export function parseRoute(pathname: string, search = ''): Route {
  const m = /^\/t\/([^/]+)(\/watch)?\/?$/.exec(pathname);
  const moment = m && !m[2] ? parseMoment(search) : null;
  if (m && moment) return { page: 'replay', id: decodeURIComponent(m[1]), moment };
  if (m) return { page: 'table', id: decodeURIComponent(m[1]), watch: Boolean(m[2]) };
  return { page: 'home' };
}

export const tablePath = (id: string) => `/t/${encodeURIComponent(id)}`;
export const watchPath = (id: string) => `${tablePath(id)}/watch`;

export function navigate(path: string): void {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
