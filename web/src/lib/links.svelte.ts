// The address friends open. The server decides it (GET /api/links: its --public-url,
// a trusted reverse proxy's address, or this machine's LAN address when the host's
// own browser shows 127.0.0.1); until it answers, the address bar's.

let origin = $state(location.origin);
let asked = false;

/** `path` (e.g. /t/ID) as a link another machine can open. */
export function shareLink(path: string): string {
  if (!asked) {
    asked = true;
    fetch('/api/links')
      .then((res) => (res.ok ? res.json() : null))
      .then((links: { origin?: unknown } | null) => {
        if (links && typeof links.origin === 'string') origin = links.origin;
      })
      .catch(() => {}); // an older server: keep the address bar's
  }
  return `${origin}${path}`;
}
