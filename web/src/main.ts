import { mount } from 'svelte';
import App from './App.svelte';
import { applyLang, locale } from './lib/locale.svelte';
import './app.css';
import './emoji.css';

applyLang(locale.lang);

const app = mount(App, { target: document.getElementById('app')! });

// installable, and a page opened offline says so (public/sw.js); only where the browser
// allows a service worker (https, or this machine)
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

export default app;
