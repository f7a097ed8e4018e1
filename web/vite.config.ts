import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './vite/content-plugin.ts';
import { prerenderPlugin } from './vite/prerender-plugin.ts';

export default defineConfig(({ mode }) => ({
  // `vite build` also prerenders every route to static HTML (see vite/prerender-plugin.ts).
  plugins: [react(), contentPlugin(), prerenderPlugin({ entry: 'src/entry-server.tsx' })],
  // The msw worker script is served in mock mode only; a production build never ships it.
  publicDir: mode === 'mock' ? 'mock-public' : 'public',
  build: { outDir: 'dist' },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT || 3000}` },
  },
}));
