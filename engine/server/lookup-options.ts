import type { FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import {
  isPickableLookup,
  LOOKUP_MAX_IDS,
  LOOKUP_MAX_PAGE_SIZE,
  LOOKUP_PAGE_SIZE,
  type LookupOptionsAnswer,
} from '../schema/lookup-picker';
import { EXACT_TOTAL_BOUND } from '../schema/list-total';
import { badInput, type EntityHost } from './entity-context';
import { lookupRowConditions, lookupSchemaOf } from './lookup-scope';
import { checkKnownKeys, hospCodeOf, refuseNulBytes, requireId, requireObject } from './request-checks';
import { storedField } from './sql-mapping';

/**
 * `POST <endpoint>/lookup-options`: the records a lookup field may name, `{value: id, label}`, by
 * a part of their label and a page, or the labels of given ids. The caller needs the looked-up
 * entity's query permission (in the hospital of the call), and sees only the rows that entity's
 * query shows them. Types: engine/schema/lookup-picker.ts.
 */

const KEYS = ['field', 'keyword', 'index', 'pageSize', 'ids', 'hospCode'];
const MAX_KEYWORD = 100;

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function wholeNumber(value: unknown, fallback: number, max: number, title: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  if (!Number.isInteger(value) || (value as number) < 1) throw badInput(`${title}必须为大于0的整数`);
  if ((value as number) > max) throw badInput(`${title}不能超过${max}`);
  return value as number;
}

export async function lookupOptions(host: EntityHost, entity: EntitySchema, request: FastifyRequest): Promise<LookupOptionsAnswer> {
  const input = checkKnownKeys(requireObject(request.body), KEYS);
  refuseNulBytes(entity, input);
  const name = input.field;
  const field = typeof name === 'string' && Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
  if (!field || !isPickableLookup(field)) throw badInput(`不支持的查询字段 ${String(name)}`);
  const target = host.entityNamed?.(field.lookup.entity);
  const label = target && storedField(target, field.lookup.labelField);
  if (!target || !label) throw badInput(`不支持的查询字段 ${String(name)}`);
  const hospCode = hospCodeOf(entity, input);
  // A platform record picked for a hospital's form: the caller must still work in that hospital.
  if (hospCode && target.scope === 'platform')
    await host.authorize(request, { entity, operation: 'query', permission: 'signedIn', hospCode });
  const schema = lookupSchemaOf(
    target,
    await host.authorize(request, { entity: target, operation: 'query', permission: target.permissions.query, hospCode }),
  );
  const conditions = await lookupRowConditions(host, request, target, schema);

  const labelRef = sql.ref(`t.${label.column}`);
  let matching: SelectQueryBuilder<any, any, any> = host.db.selectFrom(`${schema}.${target.table} as t`);
  for (const condition of conditions) matching = matching.where(condition);
  if (input.ids !== undefined) {
    if (!Array.isArray(input.ids) || input.ids.length > LOOKUP_MAX_IDS) throw badInput(`ID最多${LOOKUP_MAX_IDS}项`);
    const ids = input.ids.map((id) => requireId(id));
    if (ids.length === 0) return { list: [], total: 0 };
    const rows = await matching
      .select([sql.ref('t.id').as('value'), sql<string>`${labelRef}::text`.as('label')])
      .where(sql.ref('t.id'), 'in', ids)
      .execute();
    return { list: rows.map((row) => ({ value: String(row.value), label: String(row.label ?? row.value) })), total: rows.length };
  }
  const keyword = typeof input.keyword === 'string' ? input.keyword.trim() : '';
  if (input.keyword !== undefined && input.keyword !== null && typeof input.keyword !== 'string') throw badInput('关键字格式不正确');
  if (keyword.length > MAX_KEYWORD) throw badInput(`关键字长度不能超过${MAX_KEYWORD}个字符`);
  if (keyword) matching = matching.where(sql<boolean>`${labelRef}::text ilike ${likePattern(keyword)}`);
  const index = wholeNumber(input.index, 1, 100_000, '页码');
  const pageSize = wholeNumber(input.pageSize, LOOKUP_PAGE_SIZE, LOOKUP_MAX_PAGE_SIZE, '每页条数');
  const rows = await matching
    .select([sql.ref('t.id').as('value'), sql<string>`${labelRef}::text`.as('label')])
    .orderBy(labelRef, 'asc')
    .orderBy(sql.ref('t.id'), 'desc')
    .limit(pageSize)
    .offset((index - 1) * pageSize)
    .execute();
  // Counted up to the list's exact bound: a picker only needs to know whether more pages follow.
  const counted = await host.db
    .selectFrom(matching.select(sql`1`.as('one')).limit(EXACT_TOTAL_BOUND).as('bounded'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  return {
    list: rows.map((row) => ({ value: String(row.value), label: String(row.label ?? row.value) })),
    total: Number(counted?.total ?? 0),
  };
}
