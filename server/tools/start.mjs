// Plain JavaScript on purpose: this is what `npm start` runs, with node alone.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureConsoleBuilt, ensureServerBuilt, SERVER_BUNDLE } from './build-stamp.mjs';

/**
 * `npm start`: builds the console (vite) only when its sources changed, builds the server (esbuild,
 * one ES module) only when its sources changed, then runs the compiled server in this same process:
 * no tsx and no second node at run time (issue 17, goal 5: a warm start answers within 1.5 s).
 *
 *   node server/tools/start.mjs                  npm start
 *   node server/tools/start.mjs --server-only    npm run serve (the console comes from `npm run dev`)
 *   node server/tools/start.mjs --build-only     build what is stale, do not start (npm run build:server with --server-only)
 *   --force                                 build even when the stamps say it is up to date
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = new Set(process.argv.slice(2));

const force = args.has('--force');
if (!args.has('--server-only')) ensureConsoleBuilt(root, { force });
await ensureServerBuilt(root, { force });
if (!args.has('--build-only')) await import(pathToFileURL(path.join(root, SERVER_BUNDLE)).href);
