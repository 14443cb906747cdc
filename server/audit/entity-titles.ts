import type { Kysely } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { nowDateTime } from '../db/clock.js';
import { touchedRow } from '../db/row-version.js';

/** The dictionary naming each entity by its screen title (操作日志's 功能模块 column and filter). */
export const ENTITY_TITLE_DICTIONARY = 'OPERATE_LOG_ENTITY';

/** An entity's English title, from the English beside its schema (the one the console uses). */
function englishTitle(entity: EntitySchema): string | null {
  return entity.english?.[entity.title] ?? null;
}

/**
 * Keeps one dictionary entry per entity (val: its name, description: its title in both languages),
 * so the log shows 系统字典 for `dic` through the engine's dictionary labels, in the caller's
 * language. Run at every start: adds new entities, follows changed titles, removes nothing (old
 * log rows keep their label).
 */
export async function syncEntityTitles(db: Kysely<any>, entities: EntitySchema[]): Promise<void> {
  const existing = await db
    .selectFrom('platform.dic')
    .select(['id', 'val', 'description', 'description_en', 'sort'])
    .where('type', '=', ENTITY_TITLE_DICTIONARY)
    .execute();
  const byName = new Map(existing.map((row) => [row.val as string, row]));
  const now = nowDateTime();
  const sorted = [...entities].sort((a, b) => a.name.localeCompare(b.name));
  for (const [index, entity] of sorted.entries()) {
    const english = englishTitle(entity);
    const row = byName.get(entity.name);
    if (!row) {
      await db
        .insertInto('platform.dic')
        .values({
          id: newObjectId(),
          type: ENTITY_TITLE_DICTIONARY,
          val: entity.name,
          description: entity.title,
          description_en: english,
          sort: index + 1,
          create_date_time: now,
          lstupd_date_time: now,
        })
        .execute();
    } else if (row.description !== entity.title || row.description_en !== english) {
      await db
        .updateTable('platform.dic')
        .set({ description: entity.title, description_en: english, ...touchedRow(now) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
