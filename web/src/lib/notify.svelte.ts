// Your decision, noticed away from the tab: a browser notification when a decision becomes
// yours while the tab is hidden, where the player asked for it here and the browser allowed
// it (the choice kept in this browser); and the tab's icon marked while a decision is yours.

const KEY = 'bang.notify';

/** Whether this browser can show notifications at all. */
export function notifySupported(): boolean {
  return typeof Notification !== 'undefined';
}

function saved(): boolean {
  try {
    return localStorage.getItem(KEY) === '1' && notifySupported() && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

export const notify = $state({ on: saved() });

/** Turn the notifications on (asking the browser's permission first) or off. */
export async function setNotify(on: boolean): Promise<void> {
  if (on && notifySupported() && Notification.permission !== 'granted') {
    on = (await Notification.requestPermission()) === 'granted';
  }
  notify.on = on && notifySupported();
  try {
    localStorage.setItem(KEY, notify.on ? '1' : '0');
  } catch {
    /* a private window: for this page only */
  }
}

/** A notification saying ``body``, only while the tab is hidden and the player wants them. */
export function tellIfHidden(title: string, body: string): void {
  if (!notify.on || typeof document === 'undefined' || !document.hidden) return;
  try {
    const shown = new Notification(title, { body, tag: 'bang-decision', icon: '/icon-192.png' });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    /* some phones' browsers show notifications only from a service worker: the title says it */
  }
}

/** The tab's icon: marked while a decision is yours. */
export function markIcon(yours: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = yours ? '/favicon-turn.svg' : '/favicon.svg';
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
