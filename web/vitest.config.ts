import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { contentPlugin } from './vite/content-plugin.ts';

export default defineProject({
  plugins: [react(), contentPlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Full-page tests walk the accessibility tree in jsdom; a busy 2-core machine needs headroom.
    testTimeout: 20_000,
  },
});
