import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../support/start-server.js';
import { prepareBuiltServer } from '../support/built-server.js';
import { makeSeededTemplate } from '../support/seeded-template.js';
import '../support/provided-context.js';

/**
 * One server for the browser tests, serving the console built by `npx vite build` (run-all.sh
 * builds before this leg; this setup builds nothing). E2E_STATIC_DIR points at another build, so
 * two people working in one checkout can build and test side by side. The files that start servers of
 * their own start them on copies of the run's seeded template, as this one does.
 */
export default async function setup(project: TestProject) {
  const staticDir = path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html is missing: run \`npx vite build\` before the e2e tests`);
  }
  await prepareBuiltServer();
  const disposeTemplate = await makeSeededTemplate();
  const server = await startServer({ env: { STATIC_DIR: staticDir } });
  console.log(`[e2e] console server ${server.baseUrl}`);
  project.provide('e2eBaseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await disposeTemplate();
  };
}
