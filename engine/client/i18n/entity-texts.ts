import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMessageInEnglish } from './default-message-english';

/**
 * English for the Chinese texts of entity schemas, one file per entity keyed by the Chinese text
 * itself (`locales/en/entities/<name>.json`), so a translator sees exactly what is on screen. Each
 * entity reads its own file first: the same Chinese word may be translated differently per screen
 * (状态 is "Account state" on one and "Status" on another). Texts without an entity (a server
 * message in a toast) fall back to every file.
 */
let byEntity: Record<string, Record<string, string>> = {};
let anyEntity: Record<string, string> = {};
let loading: Promise<void> | undefined;

/**
 * Loads the entities' English (its own chunk, entity-english.ts) once; until it has loaded every
 * text stays Chinese. The console awaits it before switching to English (src/i18n), so nobody sees
 * a screen half translated, and a Chinese session never downloads it.
 */
export function loadEntityEnglish(): Promise<void> {
  loading ??= import('./entity-english').then(({ entityEnglishFiles }) => {
    byEntity = Object.fromEntries(Object.entries(entityEnglishFiles).map(([file, texts]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), texts]));
    // Sorted by entity name, so which file wins for a shared text never depends on load order.
    anyEntity = Object.assign({}, ...Object.keys(byEntity).sort().reverse().map((name) => byEntity[name]));
  });
  return loading;
}

/** Translates a schema text (or a server message) into the given language; zh is the schema itself. */
export function translateEntityText(text: string, language: string, entityName?: string): string {
  if (!language.startsWith('en')) return text;
  const own = entityName ? byEntity[entityName] : undefined;
  const lookup = (zh: string) => own?.[zh] ?? anyEntity[zh];
  const title = (zh: string) => lookup(zh) ?? zh;
  return lookup(text) ?? defaultMessageInEnglish(text, title) ?? text;
}

/** The translator for schema texts in the console's current language, reading `entityName`'s file first. */
export function useEntityText(entityName?: string): (text: string, entity?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text: string, entity?: string) => translateEntityText(text, language, entity ?? entityName), [language, entityName]);
}

/** The entity names that have an English file (for the locale completeness test; after loadEntityEnglish). */
export const entitiesWithEnglish = (): string[] => Object.keys(byEntity);

/** The texts an entity's own English file translates, with the engine's shared ones (`_common.json`). */
export const ownEnglishOf = (entityName: string): Record<string, string> => ({ ...byEntity._common, ...byEntity[entityName] });
