import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { notFound, refusedBy } from './entity-context';
import { storedField } from './sql-mapping';
import type { Body } from './request-checks';

/** The hospitals a caller may see tagged rows of: every one (super admins, hosts without the hook) or a list. */
export type VisibleHospitals = string[] | 'all';

const tagColumn = (entity: EntitySchema): string | undefined =>
  entity.hospitalTag ? storedField(entity, entity.hospitalTag)?.column : undefined;

/** `globalWhen`: rows every reader sees (`t.is_global in (true)`), or undefined when the entity has none. */
function globalCondition(entity: EntitySchema): RawBuilder<boolean> | undefined {
  const entries = Object.entries(entity.globalWhen ?? {});
  if (entries.length === 0) return undefined;
  const parts = entries.map(
    ([name, values]) => sql<boolean>`${sql.ref(`t.${storedField(entity, name)!.column}`)} in (${sql.join(values)})`,
  );
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The condition a `hospitalTag` entity adds to every read and write of table alias `t`: untagged
 * rows, or rows tagged with a hospital the caller is bound to. With `globalWhen`, the rows it names
 * instead of the untagged ones (an untagged row that is not global is the super admins' alone).
 * None for super admins or untagged entities.
 */
export function hospitalTagCondition(entity: EntitySchema, visible: VisibleHospitals | undefined): RawBuilder<boolean> | undefined {
  const column = tagColumn(entity);
  if (!column || visible === undefined || visible === 'all') return undefined;
  const ref = sql.ref(`t.${column}`);
  const global = globalCondition(entity);
  if (global) return visible.length === 0 ? global : sql<boolean>`(${global} or ${ref} in (${sql.join(visible)}))`;
  // An empty string is stored by forms that clear the field: it tags no hospital.
  if (visible.length === 0) return sql<boolean>`(${ref} is null or ${ref} = '')`;
  return sql<boolean>`(${ref} is null or ${ref} = '' or ${ref} in (${sql.join(visible)}))`;
}

/**
 * Inside a write's transaction: the rows written must be visible to the caller (else 记录不存在, as
 * for a row that is not there), and a tag value written must name a hospital the caller is bound to.
 */
export async function checkHospitalTag(
  trx: Transaction<any>,
  entity: EntitySchema,
  schema: string,
  visible: VisibleHospitals | undefined,
  ids: string[],
  values: Body,
): Promise<void> {
  const condition = hospitalTagCondition(entity, visible);
  if (!condition || !entity.hospitalTag) return;
  const value = values[entity.hospitalTag];
  if (value !== undefined && value !== null && value !== '' && !(visible as string[]).includes(String(value))) {
    throw refusedBy(`${entity.fields[entity.hospitalTag]?.title ?? entity.hospitalTag}: 您没有该医院的访问权限`);
  }
  if (ids.length === 0) return;
  const hidden = await trx
    .withSchema(schema)
    .selectFrom(`${entity.table} as t`)
    .select('t.id')
    .where('t.id', 'in', ids)
    .where(sql<boolean>`not ${condition}`)
    .executeTakeFirst();
  if (hidden) throw notFound();
}
