import type { TranslationCatalogue } from './catalogues';

// Typed keys: a misspelt t('...') key fails tsc instead of showing the raw key to users.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationCatalogue };
  }
}
