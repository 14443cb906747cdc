import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests over real HTTP against spawned servers. Files run one at a time: 2 cores, and each
// PGlite server takes ~5 s and ~300 MB to start.
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: {
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // A test that starts a server of its own waits ~30 s for a fresh PGlite one (migrations and the demo seed) on 2 idle cores.
    testTimeout: 120_000,
    // A file that starts its own server waits up to 240 s for it (tests/support/start-server.ts) on a busy machine.
    hookTimeout: 300_000,
  },
});
