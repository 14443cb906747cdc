import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCatalogue, zhCatalogue } from './catalogues';
import { DEFAULT_LANGUAGE, readStoredLanguage } from './language';

// The catalogues are a few KB, so they ship inline and init is synchronous: no flash of keys.
void i18next.use(initReactI18next).init({
  resources: { zh: { translation: zhCatalogue }, en: { translation: enCatalogue } },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18n = i18next;
