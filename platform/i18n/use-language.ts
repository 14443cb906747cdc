import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { languageAtom } from '../state/ui-atoms';
import { i18n } from './i18n';
import { htmlLangOf, storeLanguage, type Language } from './language';

/**
 * The current language and the one way to change it: i18next, storage, <html lang> and the atom.
 * The setter's promise settles when the console has switched.
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const [language, setLanguageAtom] = useAtom(languageAtom);
  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      // English loads on first use (i18n.ts): the rest of the page (menus, Arco's own texts) follows
      // once i18next has switched, so the whole screen changes language in one step.
      return i18n
        .changeLanguage(next)
        .catch(() => undefined)
        .then(() => {
          document.documentElement.lang = htmlLangOf(next);
          setLanguageAtom(next);
        });
    },
    [setLanguageAtom],
  );
  return [language, setLanguage];
}
