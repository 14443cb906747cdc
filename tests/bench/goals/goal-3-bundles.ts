import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { launchBrowser } from '../../support/browser.js';
import { DEMO_PASSWORD } from '../../support/demo.js';
import { repoRoot, startServer } from '../../support/start-server.js';
import type { GoalBench, GoalResult } from './goal-types.js';

/**
 * Goal 3 of issue 17: the JS and CSS a first visit downloads, as sent (brotli), for the login page,
 * the admin shell's landing and a schema list screen, each in a fresh Chromium context (no cache),
 * against the real server serving the built console. Every response must be compressed.
 */
const KB = 1024;
const PAGES = [
  { name: '/login', path: '/login', ready: 'input[placeholder="请输入密码"]', signedIn: false, limitKb: 250 },
  { name: 'admin shell (/admin/dashboard)', path: '/admin/dashboard', ready: '#shell-sidebar', signedIn: true, limitKb: 300 },
  // The dictionary screen (schemas/dic.json's route): a list with filters, a table and dialogs.
  { name: 'list screen (/admin/system-param/dic)', path: '/admin/system-param/dic', ready: '.arco-table-tr', signedIn: true, limitKb: 350 },
] as const;

// What the console is built from: a build older than any of these is rebuilt first.
const SOURCES = [
  'src',
  'engine/client',
  'dashboards',
  'locales',
  'schemas',
  'tools/vite',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** BENCH_STATIC_DIR names another build (left as it is); dist/ is rebuilt when a source is newer. */
function ensureBuild(): string {
  const given = process.env.BENCH_STATIC_DIR;
  if (given) return path.resolve(repoRoot, given);
  const dist = path.join(repoRoot, 'dist');
  const built = fs.existsSync(path.join(dist, 'index.html')) ? fs.statSync(path.join(dist, 'index.html')).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((entry) => newestMtime(path.join(repoRoot, entry))));
  if (sources > built) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  return dist;
}

interface Load {
  js: number;
  css: number;
  files: number;
  uncompressed: string[];
  encodings: Set<string>;
  /** Each JS/CSS file with its size as sent, largest first (BENCH_VERBOSE=1 prints them). */
  sizes: [string, number][];
}

/** Opens `pagePath` in `context` and sums the encoded body sizes of the JS and CSS it fetched. */
async function firstLoad(context: BrowserContext, pagePath: string, ready: string): Promise<Load> {
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(pagePath);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const load: Load = { js: 0, css: 0, files: 0, uncompressed: [], encodings: new Set(), sizes: [] };
  for (const response of responses) {
    const url = new URL(response.url());
    const headers = await response.allHeaders();
    const type = headers['content-type'] ?? '';
    const { responseBodySize } = await response.request().sizes();
    // Every answer of 1 KB or more must come compressed (the server's threshold).
    if (responseBodySize >= KB && !headers['content-encoding']) load.uncompressed.push(`${url.pathname} (${type})`);
    const kind = /javascript/.test(type) ? 'js' : /text\/css/.test(type) ? 'css' : undefined;
    if (headers['content-encoding']) load.encodings.add(headers['content-encoding']);
    if (!kind) continue;
    load.sizes.push([url.pathname, responseBodySize]);
    load[kind] += responseBodySize;
    load.files += 1;
  }
  await page.close();
  load.sizes.sort((a, b) => b[1] - a[1]);
  return load;
}

/** Signs in through the admin login form once; the session (cookies, storage) seeds later contexts. */
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  const page = await context.newPage();
  await context.addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
  await page.goto('/admin/login');
  await page.getByPlaceholder('请输入账号或手机号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.waitForURL('**/admin/dashboard**');
  const state = await context.storageState();
  await context.close();
  return state;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export async function runGoal3(): Promise<GoalResult[]> {
  const staticDir = ensureBuild();
  const server = await startServer({ env: { STATIC_DIR: staticDir } });
  const browser = await launchBrowser();
  try {
    const state = await signedInState(browser, server.baseUrl);
    const results: GoalResult[] = [];
    for (const target of PAGES) {
      // A fresh context per page: nothing cached from the previous one. Brotli asked for explicitly
      // (Chromium offers it only on secure origins; the console is served over HTTPS in production).
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        locale: 'zh-CN',
        storageState: target.signedIn ? state : undefined,
        extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
      });
      const load = await firstLoad(context, target.path, target.ready);
      await context.close();
      if (process.env.BENCH_VERBOSE) for (const [file, size] of load.sizes) console.log(`  ${target.path} ${kb(size).padStart(9)} ${file}`);
      const total = load.js + load.css;
      results.push({
        goal: 3,
        name: `first load ${target.name}, JS+CSS as sent`,
        figure: kb(total),
        limit: `≤ ${target.limitKb} KB`,
        met: total <= target.limitKb * KB && load.uncompressed.length === 0,
        detail:
          `JS ${kb(load.js)} + CSS ${kb(load.css)} in ${load.files} files` +
          (load.uncompressed.length
            ? `; NOT compressed: ${load.uncompressed.join(', ')}`
            : `; every response compressed (${[...load.encodings].join(', ')})`),
      });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export const goal3Bundles: GoalBench = { goal: 3, title: 'Lean, compressed first load', run: runGoal3 };
export default goal3Bundles;

// `npx tsx tests/bench/goals/goal-3-bundles.ts` runs this goal alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const result of await runGoal3()) {
    console.log(`${result.name}: ${result.figure} (limit ${result.limit}) ${result.met ? 'met' : 'NOT met'} — ${result.detail}`);
  }
}
