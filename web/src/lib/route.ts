// The three pages, from location.pathname: / (home), /t/ID (a table), /t/ID/watch.

export type Route =
  | { page: 'home' }
  | { page: 'table'; id: string; watch: boolean };

export function parseRoute(pathname: string): Route {
  const m = /^\/t\/([^/]+)(\/watch)?\/?$/.exec(pathname);
  if (m) return { page: 'table', id: decodeURIComponent(m[1]), watch: Boolean(m[2]) };
  return { page: 'home' };
}

export const tablePath = (id: string) => `/t/${encodeURIComponent(id)}`;
export const watchPath = (id: string) => `${tablePath(id)}/watch`;

export function navigate(path: string): void {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
