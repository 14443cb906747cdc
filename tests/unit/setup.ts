// Vitest loads Arco's CommonJS build, so the React 19 adapter comes from lib/, not es/ (STACK.md).
import '@arco-design/web-react/lib/_util/react-19-adapter';

// jsdom has no matchMedia, which Arco's Grid (inside Form) and responsive parts subscribe to on
// mount: one never-matching stub for every jsdom test file.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// The console loads English and the cockpits' texts on demand (src/i18n/i18n.ts); component tests
// switch language synchronously and render cockpit panels alone, so they get every text up front.
if (typeof window !== 'undefined') {
  const { loadAllTexts } = await import('../../src/i18n/i18n');
  await loadAllTexts();
}
