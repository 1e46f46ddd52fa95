// Bang's service worker: the app installs to a phone's home screen (manifest.webmanifest), and
// a page opened with no network says so (offline.html) instead of the browser's error. Only
// page loads go through it, to the network first; the API, the websockets and the assets are
// left to the browser as they are.
const CACHE = 'bang-offline-3'; // (3: the offline page in twelve languages)
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(OFFLINE)) // (its icon inline: no other file needed offline)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE)));
});
