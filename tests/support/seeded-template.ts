import { createDataStore, templateNameOf } from './data-store.js';
import { startServer } from './start-server.js';

/**
 * Starts a server once on a fresh store (migrations and the demo seed, the cold path every run
 * still takes), stops it cleanly and offers that store as the template later stores are copied from
 * (TEST_SEEDED_TEMPLATE, read by createDataStore). Set in a globalSetup, before vitest forks its
 * workers, so every test file inherits it. Returns the clean-up.
 */
export async function makeSeededTemplate(env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const store = await createDataStore();
  const server = await startServer({ store, env });
  const exitCode = await server.stop();
  if (exitCode !== 0) throw new Error(`the template server exited with ${exitCode}:\n${server.output()}`);
  process.env.TEST_SEEDED_TEMPLATE = templateNameOf(store);
  return async () => {
    delete process.env.TEST_SEEDED_TEMPLATE;
    await store.dispose();
  };
}
