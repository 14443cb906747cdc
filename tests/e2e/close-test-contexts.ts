import { afterEach, beforeEach } from 'vitest';
import { closeTestContexts, trackTestContexts } from '../support/browser.js';

// Every browser context a test opens is closed when it ends (tests/support/browser.ts says why).
beforeEach(() => {
  trackTestContexts();
});
afterEach(async () => {
  await closeTestContexts();
});
