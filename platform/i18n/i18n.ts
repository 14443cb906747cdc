import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadEntityEnglish } from '../../engine/client/core';
import { zhCatalogue } from './catalogues';
import { DEFAULT_LANGUAGE, readStoredLanguage } from './language';

/**
 * Chinese ships inline (init is synchronous: no flash of keys). English is a chunk of its own,
 * fetched by this backend the first time i18next needs it: i18next switches language only once the
 * load has finished, so `changeLanguage('en')` (the language menu) shows English in one step, and
 * main.tsx awaits `i18nReady` before the first render when English was stored. The English of the
 * entity schemas (engine/client/i18n) loads with it.
 */
let cockpitTexts: typeof import('./cockpit-catalogues') | undefined;

async function loadEnglish(): Promise<ResourceKey> {
  // The entities' English source is set by the composition root (src/main.tsx: the server's texts;
  // tests and stories: the files beside the schemas) after the modules load: asked one turn later.
  const [{ enCatalogue }] = await Promise.all([import('./en-catalogue'), Promise.resolve().then(loadEntityEnglish)]);
  // Read at the end of the load: cockpit texts that arrived meanwhile are included.
  return cockpitTexts ? { ...enCatalogue, cockpit: cockpitTexts.enCockpit } : enCatalogue;
}

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'en') {
      callback(null, {});
      return;
    }
    loadEnglish().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18nReady = i18next
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { zh: { translation: zhCatalogue } },
    // The bundled zh stays as it is; only a language without resources goes to the backend.
    partialBundledLanguages: true,
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * The wall screens' texts (`cockpit.<key>.*`): loaded with the cockpit pages
 * (dashboards/cockpits/cockpit-routes.tsx) and the parts that print a cockpit header, merged into
 * Chinese, and into English when English is loaded (or by loadEnglish when it loads later).
 */
export async function loadCockpitTexts(): Promise<void> {
  cockpitTexts ??= await import('./cockpit-catalogues');
  i18next.addResourceBundle('zh', 'translation', { cockpit: cockpitTexts.zhCockpit }, true, true);
  if (i18next.hasResourceBundle('en', 'translation'))
    i18next.addResourceBundle('en', 'translation', { cockpit: cockpitTexts.enCockpit }, true, true);
}

export const i18n = i18next;

/** Every text at once (English with the entities', the cockpits'): for tests and stories, which switch language synchronously. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all([loadCockpitTexts(), i18next.loadLanguages('en')]);
}
