import { StorageNames, readStored, writeStored } from '../state/storage';

/** Seed 000 section 9: language values zh and en; default zh. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function readStoredLanguage(): Language {
  return readStored<Language>(StorageNames.language, DEFAULT_LANGUAGE, { isValid: isLanguage });
}

export function storeLanguage(language: Language): void {
  writeStored(StorageNames.language, language);
}

/** The value for <html lang>, so screen readers and fonts pick the right language. */
export const htmlLangOf = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en');
