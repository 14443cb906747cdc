import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (tests/setup/ensure-chromium.sh); playwright-core downloads no browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that work in containers and keep Chromium off the network (STACK.md).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The contexts opened inside the running test, or null between tests. A page left open keeps
 * rendering (a dashboard animates its lists and carousels): four forgotten dashboards took both
 * cores from the tests that followed. tests/e2e/close-test-contexts.ts closes them after each test;
 * contexts opened in beforeAll (shared by a file's tests) are not tracked.
 */
let testContexts: BrowserContext[] | null = null;

export function trackTestContexts(): void {
  testContexts = [];
}

export async function closeTestContexts(): Promise<void> {
  const opened = testContexts ?? [];
  testContexts = null;
  await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    testContexts?.push(context);
    return context;
  };
  return browser;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far, for "no console errors" checks. */
  errors: string[];
}

/** A fresh context and page (own cookies and storage) that records console and page errors. */
export async function openPage(browser: Browser, baseUrl: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
