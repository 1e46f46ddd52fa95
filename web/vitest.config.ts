import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  // (the plugin compiles the runes of the *.svelte.ts modules a test reads: the table's Interaction)
  plugins: [svelte()],
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/lib/test-setup.ts'],
  },
});
