import { mount } from 'svelte';
import App from './App.svelte';
import { applyLang, locale } from './lib/locale.svelte';
import './app.css';
import './emoji.css';

applyLang(locale.lang);

const app = mount(App, { target: document.getElementById('app')! });

export default app;
