import { chromium, type Browser, type Page } from 'playwright-core';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
