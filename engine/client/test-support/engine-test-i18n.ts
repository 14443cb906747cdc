import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhEngine from '../../../locales/zh/engine.json';
import enEngine from '../../../locales/en/engine.json';
import zhEngineForm from '../../../locales/zh/engine-form.json';
import enEngineForm from '../../../locales/en/engine-form.json';

/** The engine's own catalogue (`engine.*`) in a separate i18next instance: engine tests never load src/. */
export const engineTestI18n = i18next.createInstance();
void engineTestI18n.use(initReactI18next).init({
  resources: {
    zh: { translation: { engine: { ...zhEngine, form: zhEngineForm } } },
    en: { translation: { engine: { ...enEngine, form: enEngineForm } } },
  },
  lng: 'zh',
  fallbackLng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
});
