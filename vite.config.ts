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
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
  },
});
