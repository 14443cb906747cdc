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

// The console loads English and the cockpits' texts on demand (platform/i18n/i18n.ts); component tests
// switch language synchronously and render cockpit panels alone, so they get every text up front.
// The entities' English, which the console gets from the server, comes from the files beside the schemas.
if (typeof window !== 'undefined') {
  // Vitest loads Arco's CommonJS build, so the React 19 adapter comes from lib/, not es/ (STACK.md). Only
  // jsdom files draw Arco; the server's and the pure logic's files do not pay for loading React DOM.
  await import('@arco-design/web-react/lib/_util/react-19-adapter');
  const { loadAllTexts } = await import('../../platform/i18n/i18n');
  const { setEntityEnglishSource } = await import('../../engine/client/i18n/entity-texts');
  const files = import.meta.glob<Record<string, string>>('../../schemas/*.en.json', { eager: true, import: 'default' });
  setEntityEnglishSource(async () =>
    Object.fromEntries(Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/([^/]+)\.en\.json$/, '$1'), texts])),
  );
  await loadAllTexts();
}
