import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMessageInEnglish } from './default-message-english';

/**
 * English for the Chinese texts of entity schemas, one flat file per entity keyed by the Chinese
 * text itself (`locales/en/entities/<name>.json`), so a translator sees exactly what is on screen.
 */
const englishFiles = import.meta.glob<Record<string, string>>('../../../locales/en/entities/*.json', {
  eager: true,
  import: 'default',
});

const english: Record<string, string> = Object.assign({}, ...Object.values(englishFiles));

/** Translates a schema text (or a server message) into the given language; zh is the schema itself. */
export function translateEntityText(text: string, language: string): string {
  if (!language.startsWith('en')) return text;
  const title = (zh: string) => english[zh] ?? zh;
  return english[text] ?? defaultMessageInEnglish(text, title) ?? text;
}

/** The translator for schema texts in the console's current language. */
export function useEntityText(): (text: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text: string) => translateEntityText(text, language), [language]);
}
