import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './vite/content-plugin.ts';

export default defineConfig(({ mode }) => ({
  plugins: [react(), contentPlugin()],
  // The msw worker script is served in mock mode only; a production build never ships it.
  publicDir: mode === 'mock' ? 'mock-public' : 'public',
  build: { outDir: 'dist' },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT || 3000}` },
  },
}));
