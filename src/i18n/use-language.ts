import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { languageAtom } from '../state/ui-atoms';
import { i18n } from './i18n';
import { htmlLangOf, storeLanguage, type Language } from './language';

/** The current language and the one way to change it: i18next, storage, <html lang> and the atom. */
export function useLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguageAtom] = useAtom(languageAtom);
  const setLanguage = useCallback(
    (next: Language) => {
      void i18n.changeLanguage(next);
      storeLanguage(next);
      document.documentElement.lang = htmlLangOf(next);
      setLanguageAtom(next);
    },
    [setLanguageAtom],
  );
  return [language, setLanguage];
}
