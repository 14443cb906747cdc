import { isPlainObject } from './merge-patch';

/**
 * An entity's English beside its schema: `<name>.en.json` next to `<name>.json` (reference
 * `<name>.en` among the schema files), keyed by the Chinese text, or the schema's inline `english`.
 */
export const ENGLISH_SUFFIX = '.en';

export const isEnglishRef = (ref: string): boolean => ref.endsWith(ENGLISH_SUFFIX);

/** The problems of an English file: one JSON object of non-empty texts. */
export function englishFileProblems(raw: unknown): string[] {
  if (!isPlainObject(raw)) return ['an English file holds one JSON object, Chinese text → English text'];
  return Object.entries(raw).flatMap(([chinese, english]) =>
    typeof english === 'string' && english !== '' ? [] : [`the English of ${JSON.stringify(chinese)} must be a non-empty text`],
  );
}

/** The file's texts with the inline ones on top (the schema itself wins over the file beside it). */
export function mergedEnglish(file: unknown, inline: Record<string, string> | undefined): Record<string, string> | undefined {
  if (file === undefined && inline === undefined) return undefined;
  return { ...(file as Record<string, string> | undefined), ...inline };
}

/** Each entity's English by name, as the server serves it to the console (GET /api/entity-texts?lang=en). */
export function englishByEntity(entities: { name: string; english?: Record<string, string> }[]): Record<string, Record<string, string>> {
  return Object.fromEntries(entities.flatMap((entity) => (entity.english ? [[entity.name, entity.english]] : [])));
}
