import path from 'node:path';
import { SERVER_BUNDLE, ensureServerBuilt } from '../../server/tools/build-stamp.mjs';
import { repoRoot } from './start-server.js';

/**
 * Test servers run the bundle `npm start` runs (dist-server, rebuilt when the server's sources
 * changed): it is ready ~3.5 s sooner than server/main.ts through tsx, and an API run starts dozens.
 * Called by a globalSetup, before vitest forks its workers, which inherit the setting.
 */
export async function prepareBuiltServer(): Promise<void> {
  await ensureServerBuilt(repoRoot);
  process.env.TEST_SERVER_BUNDLE = path.join(repoRoot, SERVER_BUNDLE);
}
