import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API is served by our own Fastify server; in `npm run dev` Vite proxies it there.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/db': apiTarget,
      '/acct-center': apiTarget,
      // Uploaded files (OSS_URL's default path), read from the same server.
      '/files': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // The one chunk over Vite's 500 kB default is the dashboards' chart chunk: AntV G2 (~1.25 MB,
    // ~330 kB gzip), loaded only by the dashboard routes. G2 is one library; splitting it into a chunk
    // of its own broke its module initialisation order, so the limit sits just above it instead and
    // anything else growing that large still warns.
    chunkSizeWarningLimit: 1400,
  },
});
