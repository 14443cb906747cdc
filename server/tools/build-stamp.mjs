// Plain JavaScript on purpose: `npm start` runs this with node alone (no tsx, no compile step).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Build stamps: a build writes, beside its output, the digest of what it was built from (each input
 * file's path, size and modification time); the next start rebuilds only when that digest changed.
 * Size and mtime instead of content: stat-ing a thousand files takes milliseconds, hashing them
 * does not, and an edit, a checkout or a `touch` all change the mtime (a spurious rebuild is cheap,
 * a stale console is not).
 */

/** Files a console build does not read (tests and stories sit beside the code). */
const NOT_BUILT = /\.(test|stories)\.[jt]sx?$|(^|\/)(__snapshots__|test-support)\//;

/** Every file under `dirs` and the single `files` (paths relative to root, forward slashes), sorted; missing ones are skipped. */
export function listInputs(root, dirs, files = []) {
  const found = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !NOT_BUILT.test(child)) found.push(child);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  for (const file of files) if (fs.existsSync(path.join(root, file))) found.push(file);
  return [...new Set(found)].sort();
}

/** The digest of the inputs as they are now; a missing input counts as a change. */
export function digestOf(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    let stat;
    try {
      stat = fs.statSync(path.join(root, input));
    } catch {
      stat = undefined;
    }
    hash.update(`${input}\0${stat ? `${stat.size}\0${stat.mtimeMs}` : 'missing'}\n`);
  }
  return hash.digest('hex');
}

/** The stamp a build leaves: its inputs (when they are not found by walking folders) and their digest. */
export function readStamp(stampFile) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return typeof stamp?.digest === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(stampFile, stamp) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp)}\n`);
}

/**
 * Must the output be built again? Yes when any output file is missing, when there is no stamp, or
 * when the inputs' digest differs from the stamp's. `inputs` defaults to the stamp's own list (the
 * server's build records the exact files esbuild read).
 */
export function needsBuild({ root, stampFile, outputs, inputs }) {
  if (outputs.some((output) => !fs.existsSync(path.join(root, output)))) return { build: true, reason: 'no build yet' };
  const stamp = readStamp(stampFile);
  if (!stamp) return { build: true, reason: 'no build stamp' };
  const list = inputs ?? stamp.inputs;
  if (!Array.isArray(list) || list.length === 0) return { build: true, reason: 'stamp lists no inputs' };
  return digestOf(root, list) === stamp.digest ? { build: false, reason: 'up to date' } : { build: true, reason: 'sources changed' };
}

/**
 * The server bundle sits two folders below the root, like the server's own files: server code finds
 * schemas/ and locales/ at `../../` from its module (import.meta.url), which must stay true when
 * that module is the bundle.
 */
export const SERVER_BUNDLE = 'dist-server/server/main.mjs';
const SERVER_STAMP = 'dist-server/server.stamp.json';
// Outside dist/: dist is served to browsers and emptied by every vite build.
const CONSOLE_STAMP = 'dist-server/console.stamp.json';

// Not schemas/: the console reads the entities from the server at run time, so a new or changed
// schema needs a server restart, never a console build.
export const CONSOLE_INPUTS = {
  dirs: ['src', 'platform', 'contracts', 'engine', 'dashboards', 'locales', 'public'],
  files: ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
};

/** Runs vite build when the console's sources changed since the last build (or it was never built). */
export function ensureConsoleBuilt(root, { force = false } = {}) {
  const inputs = listInputs(root, CONSOLE_INPUTS.dirs, CONSOLE_INPUTS.files);
  const decision = force
    ? { build: true, reason: 'forced' }
    : needsBuild({ root, stampFile: path.join(root, CONSOLE_STAMP), outputs: ['dist/index.html'], inputs });
  if (!decision.build) return;
  console.log(`构建控制台 / building the console (${decision.reason}) ...`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`控制台构建失败 / console build failed (vite exit code ${result.status})`);
  // The digest of the inputs as they were read by this build (an edit during the build shows next time).
  writeStamp(path.join(root, CONSOLE_STAMP), { digest: digestOf(root, inputs) });
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Packages the server bundle imports from node_modules at run time instead of containing them:
 * those that read files beside their own modules (PGlite's wasm and data, svg-captcha's fonts,
 * the Swagger UI's page and its package.json), native code, and those the server imports only
 * when first needed (exceljs, the AWS SDK, file-type, sql-formatter), which a bundle would load
 * at every start. esbuild itself is the build's, never the server's.
 */
const STAY_IN_NODE_MODULES = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'svg-captcha',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'exceljs',
  '@aws-sdk/client-s3',
  'file-type',
  'sql-formatter',
  'esbuild',
]);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles the server with esbuild when its sources changed since the last bundle. */
export async function ensureServerBuilt(root, { force = false } = {}) {
  const decision = force
    ? { build: true, reason: 'forced' }
    : needsBuild({ root, stampFile: path.join(root, SERVER_STAMP), outputs: [SERVER_BUNDLE] });
  if (!decision.build) return;
  console.log(`构建服务端 / building the server (${decision.reason}) ...`);
  const { build } = await import('esbuild');
  const shape = await import('./entity-shape-code.mjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS packages call require() for node's own modules.
    banner: { js: "import { createRequire as __serverRequire } from 'node:module'; const require = __serverRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        // Packages are bundled too: loading fastify, kysely, pg, ajv... file by file from
        // node_modules took a quarter of a second more of every start (issue 17, goal 5).
        name: 'server-packages',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('node:') || STAY_IN_NODE_MODULES.has(packageOf(args.path)) ? { external: true } : undefined,
          );
        },
      },
      {
        // The entity meta-schema check compiled at build time, not at every start (entity-shape-code.mjs).
        name: 'entity-shape-code',
        setup(esbuild) {
          esbuild.onLoad({ filter: shape.ENTITY_SHAPE_MODULE }, () => ({ contents: shape.entityShapeCode(root), loader: 'js' }));
        },
      },
    ],
  });
  // The files of ours esbuild read (a new file matters only once an input imports it, which changes
  // that input), plus what the build used besides: the meta-schema and its compiler. The bundled
  // packages stand for a thousand files under node_modules: their lock files (npm rewrites
  // node_modules/.package-lock.json at every install) are checked instead, a tenth of the stats.
  const ours = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  const inputs = [
    ...new Set([
      ...ours,
      shape.META_SCHEMA,
      'server/tools/entity-shape-code.mjs',
      'server/tools/build-stamp.mjs',
      'package.json',
      'package-lock.json',
      'node_modules/.package-lock.json',
    ]),
  ].sort();
  writeStamp(path.join(root, SERVER_STAMP), { inputs, digest: digestOf(root, inputs) });
}
