import type { ReactElement, ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import enForm from '../../../../locales/en/engine-form.json';
import zhForm from '../../../../locales/zh/engine-form.json';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/** An i18n instance with just the form's strings (the engine does not import the console's). */
function formI18n(language: 'zh' | 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      zh: { translation: { engine: { form: zhForm } } },
      en: { translation: { engine: { form: enForm } } },
    },
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders form UI in the given language (zh by default), as the console would. */
export function renderForm(ui: ReactElement, language: 'zh' | 'en' = 'zh') {
  const i18n = formI18n(language);
  // A wrapper (not a wrapping element) so `rerender` keeps the provider and the form's state.
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { wrapper });
}
