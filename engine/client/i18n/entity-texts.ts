import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultMessageInEnglish } from './default-message-english';

/**
 * English for the Chinese texts of entity schemas, per entity, keyed by the Chinese text itself
 * (`schemas/<name>.en.json` beside the schema, or its inline `english`), so a translator sees
 * exactly what is on screen. Each entity reads its own texts first: the same Chinese word may be
 * translated differently per screen (状态 is "Account state" on one and "Status" on another).
 * Texts without an entity (a server message in a toast) fall back to every entity's.
 */
export type EntityEnglish = Record<string, Record<string, string>>;

/** Where the entities' English comes from: the console asks the server that serves the schemas. */
export type EntityEnglishSource = () => Promise<EntityEnglish>;

/** The engine's shared texts (`_common`) are bundled; every entity's own comes from the source. */
const COMMON = '_common';

let byEntity: EntityEnglish = {};
let anyEntity: Record<string, string> = {};
let loading: Promise<void> | undefined;
let source: EntityEnglishSource = async () => ({});

/** Sets where loadEntityEnglish reads the entities' English (the server's, or a test's files); forgets what was loaded. */
export function setEntityEnglishSource(next: EntityEnglishSource): void {
  source = next;
  loading = undefined;
}

function useTexts(texts: EntityEnglish): void {
  byEntity = texts;
  // Sorted by entity name, so which entity wins for a shared text never depends on load order.
  anyEntity = Object.assign(
    {},
    ...Object.keys(byEntity)
      .sort()
      .reverse()
      .map((name) => byEntity[name]),
  );
}

/**
 * Loads the entities' English once: the engine's shared texts (a chunk of their own) and each
 * entity's from the source. Until then every text stays Chinese; the console awaits this before
 * switching to English (src/i18n), so nobody sees a screen half translated, and a Chinese session
 * never downloads it. A failed load keeps the shared texts and is tried again at the next switch.
 */
export function loadEntityEnglish(): Promise<void> {
  loading ??= Promise.all([import('./entity-english'), source().catch((error: unknown) => error)]).then(
    ([{ commonEntityEnglish }, served]) => {
      const failed = served instanceof Error || !served || typeof served !== 'object';
      if (failed) {
        console.error('实体英文文本加载失败 / entity English not loaded', served);
        loading = undefined;
      }
      useTexts({ ...(failed ? {} : (served as EntityEnglish)), [COMMON]: commonEntityEnglish });
    },
  );
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

/** The translator for schema texts in the console's current language, reading `entityName`'s texts first. */
export function useEntityText(entityName?: string): (text: string, entity?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text: string, entity?: string) => translateEntityText(text, language, entity ?? entityName), [language, entityName]);
}

/** The entity names that have English (after loadEntityEnglish). */
export const entitiesWithEnglish = (): string[] => Object.keys(byEntity).filter((name) => name !== COMMON);

/** The texts an entity's English translates, with the engine's shared ones (`_common.json`). */
export const ownEnglishOf = (entityName: string): Record<string, string> => ({ ...byEntity[COMMON], ...byEntity[entityName] });
