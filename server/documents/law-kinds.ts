import { sql, type RawBuilder } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import type { ReadFilter } from '../../engine/server/entity-extensions.js';
import type { Body } from '../../engine/server/request-checks.js';

/**
 * Laws and manuals are rows of one table told apart by fileType (seed 002 section 3: 01 law, 02
 * manual), and the seeds' /db/laws calls serve both: a call naming a fileType gets that kind (the
 * engine filters, adds and updates with it like any field). Only a list query naming none needs a
 * rule: it lists the laws, as the laws library's own screen does (seed 002 section 2.1), so the
 * console's laws screen, which sends no fileType, never shows manuals.
 */
export const LAW_FILE_TYPE = '01';
export const MANUAL_FILE_TYPE = '02';

const namesFileType = (body: unknown): boolean => {
  const value = body && typeof body === 'object' ? (body as Body).fileType : undefined;
  return value !== undefined && value !== null && value !== '';
};

/**
 * The kind a list query of `entity` reads when it names none: laws, for an entity holding both
 * kinds (a fileType field its fixedFilters do not pin); undefined when the query names one or the
 * entity is one kind only (the manuals' /db/operation-doc).
 */
export function defaultKindCondition(entity: EntitySchema, body: unknown): RawBuilder<boolean> | undefined {
  if (!entity.fields.fileType || entity.fixedFilters?.fileType !== undefined || namesFileType(body)) return undefined;
  return sql<boolean>`t.file_type = ${LAW_FILE_TYPE}`;
}

/** The engine's `<endpoint>/query` of the laws: the rule above on top of the rows condition before it. */
export const lawKindReadFilter: ReadFilter = async ({ entity, request, condition }) => {
  if (request.routeOptions.url !== `${entity.endpoint}/query`) return condition;
  const kind = defaultKindCondition(entity, request.body);
  if (!kind) return condition;
  return condition ? sql<boolean>`(${condition} and ${kind})` : kind;
};
