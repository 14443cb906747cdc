import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser flows in Debian's Chromium against the real server and the built console.
// One file at a time: Chromium and the server share 2 cores.
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/close-test-contexts.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    // A file that starts its own server waits up to 240 s for it (tests/support/start-server.ts) on a busy machine.
    hookTimeout: 300_000,
  },
});
