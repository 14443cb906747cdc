import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests only: fast, no server, no browser. API and browser tests have their own configs.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'platform/**/*.test.{ts,tsx}',
      'engine/**/*.test.{ts,tsx}',
      'dashboards/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    // Rendering tests take 1-3 s on 2 cores; 15 s leaves room for a busy machine without hiding a hang.
    testTimeout: 15_000,
    // Vitest's default leaves one core free: one worker on 2 cores, 1.2 cores used. Two: 374 s, not 510-573 s.
    maxWorkers: 2,
  },
});
