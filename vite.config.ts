import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { arcoLazyResultImages } from './src/build/arco-result-images.js';
import { arcoStyles } from './src/build/arco-styles.js';

/**
 * Writes a .br and a .gz beside every built text file of 1 KB or more, at the highest levels (done
 * once per build, not per request); the server sends them to clients that accept them.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir).filter((name) => /\.(js|css|html|svg|json|map)$/.test(name))) {
        // Storybook's build moves some files of its own while this runs: a vanished file is skipped.
        if (!fs.existsSync(file)) continue;
        const content = fs.readFileSync(file);
        // Small assets gain nothing; the page itself is always sent compressed (one per navigation).
        if (content.length < 1024 && !file.endsWith('.html')) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The API is served by our own Fastify server; in `npm run dev` Vite proxies it there.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), arcoStyles(), arcoLazyResultImages(), precompress()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, i18n, the HTTP client, the
          // Arco parts of the first screen) in one chunk: every page loads all of it anyway, and
          // left to itself Rolldown cut it into ~27 files shared with the lazy routes, each one more
          // request and worse compression (issue 17: ~15 KB less as sent on every first load).
          // Lazy routes and dialogs keep their own chunks.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
});
