import type { TestProject } from 'vitest/node';
import { startServer } from '../support/start-server.js';
import { prepareBuiltServer } from '../support/built-server.js';
import { makeSeededTemplate } from '../support/seeded-template.js';
import { storeKind } from '../support/data-store.js';
import '../support/provided-context.js';

/**
 * One real server for most API test files, on a copy of the run's seeded template (files that start
 * servers of their own copy it too). The login rate limit is raised because every file logs in from
 * 127.0.0.1; tests/api/rate-limit.test.ts checks the limit on its own server.
 */
export default async function setup(project: TestProject) {
  await prepareBuiltServer();
  const disposeTemplate = await makeSeededTemplate();
  const server = await startServer({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  console.log(`[api] shared server ${server.baseUrl} on ${storeKind()}`);
  project.provide('apiBaseUrl', server.baseUrl);
  return async () => {
    const exitCode = await server.stop();
    if (exitCode !== 0) console.warn(`[api] shared server exited with ${exitCode}:\n${server.output()}`);
    await disposeTemplate();
  };
}
