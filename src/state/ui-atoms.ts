import { atom } from 'jotai';
import { readStoredLanguage, type Language } from '../i18n/language';

/** UI state (seed 000 section 3). Sidebar, size and theme join here in later issues. */
export const languageAtom = atom<Language>(readStoredLanguage());
