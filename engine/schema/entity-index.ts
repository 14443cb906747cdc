import type { EntitySchema } from './entity-types';

/**
 * One served entity as the console's routes and shell need it (GET /api/entities): the console
 * mounts a screen at each `route` the server names, titled in the chosen language, so a schema
 * dropped into a served folder is a page without rebuilding the console.
 */
export interface EntityIndexItem {
  name: string;
  title: string;
  /** The title in English (from the English beside the schema), null when it has none. */
  titleEn: string | null;
  kind: EntitySchema['kind'];
  scope: EntitySchema['scope'];
  /** The screen's console route; null: no screen of its own (still reachable at /entity/<name>). */
  route: string | null;
  endpoint: string;
}

export const entityIndexItem = (entity: EntitySchema): EntityIndexItem => ({
  name: entity.name,
  title: entity.title,
  titleEn: entity.english?.[entity.title] ?? null,
  kind: entity.kind,
  scope: entity.scope,
  route: entity.route ?? null,
  endpoint: entity.endpoint,
});

/** The screen's title in the console's language. */
export const entityTitleIn = (item: Pick<EntityIndexItem, 'title' | 'titleEn'>, language: string): string =>
  language.startsWith('en') && item.titleEn ? item.titleEn : item.title;
