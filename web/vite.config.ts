import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The Python server serves dist/ for /, /t/ID and /t/ID/watch: assets use absolute
// paths from '/'. `npm run dev` proxies the API and the websocket to `bang serve` on its
// usual port (BANG_SERVER=http://127.0.0.1:9000 npm run dev for another).
const backend = process.env.BANG_SERVER ?? 'http://127.0.0.1:8000';

export default defineConfig({
  base: '/',
  plugins: [svelte()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
