import { sql, type Kysely, type QueryCreator, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, type EntitySchema } from '../schema/entity-types';
import { badInput, notFound } from './entity-context';
import { applyFilters } from './list-filters';
import { DEEP_PAGE_OFFSET, pageWindow, type PageWindow } from './deep-page';
import { gatheredCount, gatheredPageIds, gatherMatches } from './gathered-page';
import { pageStatement } from './page-statements';
import { EXACT_TOTAL_BOUND } from '../schema/list-total';
import { boundedCount, countRows, exactTotal, rememberedLargeTotal, totalFrom, type ListTotal } from './list-total';
import { fixedConditions, paramConditions } from './list-params';
import { lookupSelections, paramLabels, type ParamLabels } from './lookup-sql';
import { listSummary } from './list-summary';
import { checkKnownKeys, requireObject, type Body } from './request-checks';
import { hospitalTagCondition, type VisibleHospitals } from './hospital-tag';
import { descFields, lookupAliases, readableFields, storedField, type StoredField } from './sql-mapping';
import { isFilterable, ROW_VERSION } from '../schema/system-fields';

export type WireRow = Record<string, unknown> & { id: string };

/** What a read depends on besides its input: the caller's language picks the dictionary text. */
export interface ReadOptions {
  language?: ReadLanguage;
  /** A `hospitalTag` entity shows only untagged rows and rows of these hospitals. */
  visibleHospitals?: VisibleHospitals;
  /**
   * What the entity's read filters decided (ReadFilter, entity-context.ts): the condition to use
   * instead of the hospital tag's, `null` for every row. Absent: the hospital tag's rule.
   */
  rowFilter?: RawBuilder<boolean> | null;
}
export type ReadLanguage = 'zh' | 'en';

/** The conditions every read of the entity carries: its fixed filters and the caller's hospital tags (or its read filters' rule). */
export function rowConditions(entity: EntitySchema, options: ReadOptions) {
  const tag = options.rowFilter !== undefined ? (options.rowFilter ?? undefined) : hospitalTagCondition(entity, options.visibleHospitals);
  return tag ? [...fixedConditions(entity), tag] : fixedConditions(entity);
}

/**
 * The entity's table under alias `t`, named with its schema. Not `db.withSchema(schema)`: that
 * plugin copies the whole statement once more to qualify it, about a third of what building a list
 * query costs; every table an engine read names is qualified where it is written (lookup-sql, the
 * dictionary's platform.dic, read filters' raw SQL).
 */
export function fromEntity(db: Kysely<any>, entity: EntitySchema, schema: string): SelectQueryBuilder<any, any, any> {
  return remembered(db, entity, `from\u0000${schema}`, () => db.selectFrom(`${schema}.${entity.table} as t`));
}

// Builders are immutable (every call returns a new one), so the start of an entity's statements,
// its FROM and its SELECT list, is built once per database, entity, schema and language and
// shared: parsing the table name and the selection was a fifth of building a list query.
const builders = new WeakMap<Kysely<any>, WeakMap<EntitySchema, Map<string, SelectQueryBuilder<any, any, any>>>>();

function remembered(db: Kysely<any>, entity: EntitySchema, key: string, build: () => SelectQueryBuilder<any, any, any>) {
  let byEntity = builders.get(db);
  if (!byEntity) {
    byEntity = new WeakMap();
    builders.set(db, byEntity);
  }
  let byKey = byEntity.get(entity);
  if (!byKey) {
    byKey = new Map();
    byEntity.set(entity, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const built = build();
  // Schemas are few (one per hospital); a server with very many hospitals starts the map again.
  if (byKey.size >= 512) byKey.clear();
  byKey.set(key, built);
  return built;
}

/** `t.id`, and each column's reference, parsed once: every list statement orders and matches by them. */
const columnRefs = new Map<string, ReturnType<typeof sql.ref>>();
function columnRef(column: string) {
  let ref = columnRefs.get(column);
  if (!ref) {
    ref = sql.ref(`t.${column}`);
    columnRefs.set(column, ref);
  }
  return ref;
}

type Selection = ReturnType<typeof lookupSelections>[number];
const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
/** The SELECT list of an entity's rows, per schema and language: built once, its nodes are immutable. */
const selections = new WeakMap<EntitySchema, Map<string, readonly Selection[]>>();

function selectionOf(entity: EntitySchema, schema: string, language: ReadLanguage | undefined): readonly Selection[] {
  let byKey = selections.get(entity);
  if (!byKey) {
    byKey = new Map();
    selections.set(entity, byKey);
  }
  const key = `${schema}\u0000${language ?? ''}`;
  const known = byKey.get(key);
  if (known) return known;
  // The plain columns as one fragment: thirty aliased references cost the statement's compilation
  // more than all the rest of a list query (identifiers quoted as Kysely quotes them).
  const columns = sql.raw(
    readableFields(entity)
      .map(({ name, column }) => `t.${quoted(column)} as ${quoted(name)}`)
      .join(', '),
  ) as unknown as Selection;
  // An entry without an English text shows its Chinese one rather than nothing.
  const text = language === 'en' ? sql`coalesce(d.description_en, d.description)` : sql`d.description`;
  const descs = descFields(entity).map(({ name, column, dictionary }) =>
    sql<string>`(select ${text} from platform.dic d where d.type = ${dictionary} and d.val = ${sql.ref(`t.${column}`)} order by d.sort limit 1)`.as(
      `${name}Desc`,
    ),
  );
  const built = [columns, ...descs, ...lookupSelections(entity, schema)];
  // Schemas are few (one per hospital); a server with very many hospitals starts the map again.
  if (byKey.size >= 256) byKey.clear();
  byKey.set(key, built);
  return built;
}

/** SELECT of every readable column under its wire name, plus `<field>Desc` from the dictionary or the looked-up record. */
export function selectRows(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  options: ReadOptions = {},
): SelectQueryBuilder<any, any, any> {
  const rows = remembered(db, entity, `rows\u0000${schema}\u0000${options.language ?? ''}`, () =>
    fromEntity(db, entity, schema).select(selectionOf(entity, schema, options.language)),
  );
  return withRowConditions(rows, rowConditions(entity, options));
}

/** selectRows on a statement of its own (one with a WITH clause): built per call, not shared. */
function selectRowsFrom(
  creator: QueryCreator<any>,
  entity: EntitySchema,
  schema: string,
  options: ReadOptions,
): SelectQueryBuilder<any, any, any> {
  return withRowConditions(
    creator.selectFrom(`${schema}.${entity.table} as t`).select(selectionOf(entity, schema, options.language)),
    rowConditions(entity, options),
  );
}

function withRowConditions(
  query: SelectQueryBuilder<any, any, any>,
  conditions: ReturnType<typeof rowConditions>,
): SelectQueryBuilder<any, any, any> {
  return conditions.reduce((next, condition) => next.where(condition), query);
}

/** Wire shape of a row: numbers as numbers, hospCode for hospital-scoped entities. */
export function toWireRow(entity: EntitySchema, row: Record<string, unknown>, hospCode: string | undefined): WireRow {
  const wire: Record<string, unknown> = { ...row };
  for (const { name, field } of readableFields(entity)) {
    if (field.type === 'number' && typeof wire[name] === 'string') wire[name] = Number(wire[name]);
  }
  if (entity.scope === 'hospital') wire.hospCode = hospCode;
  return wire as WireRow;
}

interface PageRequest {
  index: number;
  pageSize: number;
  sort?: { stored: StoredField; order: 'asc' | 'desc' };
}

/** The highest page number a query accepts. */
export const MAX_PAGE_INDEX = 100_000;

function pageRequest(entity: EntitySchema, raw: unknown): PageRequest {
  if (raw === undefined) return { index: 1, pageSize: DEFAULT_PAGE_SIZE };
  const info = checkKnownKeys(requireObject(raw), ['index', 'pageSize', 'sortField', 'sortOrder']);
  const index = info.index ?? 1;
  const pageSize = info.pageSize ?? DEFAULT_PAGE_SIZE;
  const max = entity.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  if (!Number.isInteger(index) || (index as number) < 1) throw badInput('页码必须为大于0的整数');
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1) throw badInput('每页条数必须为大于0的整数');
  if ((pageSize as number) > max) throw badInput(`每页条数不能超过${max}`);
  // A bounded page number keeps the OFFSET a plain integer (1e300 would reach SQL as an error).
  if ((index as number) > MAX_PAGE_INDEX) throw badInput(`页码不能超过${MAX_PAGE_INDEX}`);
  const page: PageRequest = { index: index as number, pageSize: pageSize as number };
  if (info.sortField !== undefined && info.sortField !== null && info.sortField !== '') {
    const sortable = new Set(
      (entity.list?.columns ?? []).flatMap((column) => (typeof column !== 'string' && column.sortable ? [column.field] : [])),
    );
    const stored = typeof info.sortField === 'string' && sortable.has(info.sortField) ? storedField(entity, info.sortField) : undefined;
    if (!stored) throw badInput(`不支持按${String(info.sortField)}排序`);
    if (info.sortOrder !== undefined && info.sortOrder !== 'asc' && info.sortOrder !== 'desc') throw badInput('排序方向只能为asc或desc');
    page.sort = { stored, order: (info.sortOrder as 'asc' | 'desc' | undefined) ?? 'asc' };
  }
  return page;
}

/** The filters of a query body: every readable stored field but the version may filter; anything else is refused. */
function filtersOf(entity: EntitySchema, body: Body): { stored: StoredField; value: unknown }[] {
  const readable = readableFields(entity);
  const { known, ignored } = filterKeysOf(entity);
  const kept = checkKnownKeys(body, known, ignored);
  return readable.filter(({ name }) => known.has(name) && kept[name] !== undefined).map((stored) => ({ stored, value: kept[stored.name] }));
}

/** The keys a query body may carry and those it may carry but are dropped, worked out once per entity. */
const filterKeys = new WeakMap<EntitySchema, { known: ReadonlySet<string>; ignored: ReadonlySet<string> }>();
function filterKeysOf(entity: EntitySchema) {
  const kept = filterKeys.get(entity);
  if (kept) return kept;
  const readable = readableFields(entity);
  const known = new Set([
    ...readable.filter(({ name, field }) => isFilterable(name, field)).map(({ name }) => name),
    'pagedQueryInfo',
    ...(entity.scope === 'hospital' ? ['hospCode'] : []),
    ...Object.keys(entity.list?.params ?? {}),
  ]);
  // Write-only fields (passwords) are never filters; the original console still sends an empty one.
  // Nor is the version, which a client may echo back with the rest of a row.
  const ignored = new Set([
    ROW_VERSION,
    ...Object.entries(entity.fields).flatMap(([name, field]) => (field.writeOnly ? [name] : [])),
    ...readable.map(({ name }) => `${name}Desc`),
    ...lookupAliases(entity),
  ]);
  const keys = { known, ignored };
  filterKeys.set(entity, keys);
  return keys;
}

/** The column of a page's rows that carries the capped count (never a field: fields are camelCase). */
const BOUNDED_TOTAL = '__bounded_total';

/** A paged answer: `totalEstimated` only when `total` is the planner's estimate (above EXACT_TOTAL_BOUND). */
export interface PageAnswer {
  list: WireRow[];
  total: number;
  totalEstimated?: true;
  paramLabels?: ParamLabels;
  /** The schema's declared counters (list.summary count / sum) over every matching row. */
  summary?: Record<string, number>;
}

export async function queryPage(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  body: Body,
  hospCode: string | undefined,
  options: ReadOptions = {},
): Promise<PageAnswer> {
  const page = pageRequest(entity, body.pagedQueryInfo);
  const filters = filtersOf(entity, body);
  const conditions = paramConditions(entity, body, undefined, schema);
  const filtered = <T extends SelectQueryBuilder<any, any, any>>(query: T) =>
    conditions.reduce((next, condition) => next.where(condition) as T, applyFilters(query, filters) as T);
  const fixed = rowConditions(entity, options);
  const matching = () => filtered(withRowConditions(fromEntity(db, entity, schema), fixed));
  // A list with any condition may match few rows anywhere in its order (gathered-page.ts).
  const narrowed = filters.length > 0 || conditions.length > 0 || fixed.length > 0;
  const sort = page.sort ?? defaultSort(entity);
  const ordered = <T extends SelectQueryBuilder<any, any, any>>(query: T, reversed = false) => {
    const flip = (order: 'asc' | 'desc') => (reversed ? (order === 'asc' ? 'desc' : 'asc') : order);
    return (sort ? query.orderBy(columnRef(sort.stored.column), flip(sort.order)) : query).orderBy(columnRef('id'), flip('desc')) as T;
  };
  // The page's ids first, in the order of an index the schema derives (list-indexes.ts): a deep
  // OFFSET then skips index entries, not whole rows with their looked-up labels.
  const idsOf = (window: PageWindow) =>
    ordered(matching().select(columnRef('id').as('id')), window.reversed)
      .limit(window.limit)
      .offset(window.offset);
  const rowsOf = (window: PageWindow) => ordered(selectRows(db, entity, schema, options).where(columnRef('id'), 'in', idsOf(window)));
  const gatheredPage = (window: PageWindow) =>
    ordered(
      selectRowsFrom(gatherMatches(db, matching(), sort?.stored.column), entity, schema, options)
        .where(columnRef('id'), 'in', gatheredPageIds(sort, window))
        .select(gatheredCount().as(BOUNDED_TOTAL)),
    );
  const countedRowsOf = (window: PageWindow) => rowsOf(window).select(() => boundedCount(db, counting()).as(BOUNDED_TOTAL));
  // Without a condition the statement's text depends only on these: compiled once (page-statements.ts).
  const shape = `${schema}\u0000${options.language ?? ''}\u0000${sort?.stored.column ?? ''}\u0000${sort?.order ?? ''}`;
  const unfiltered = async (kind: 'rows' | 'counted', window: PageWindow) =>
    (
      await db.executeQuery<Record<string, unknown>>(
        pageStatement(db, entity, `${kind}\u0000${shape}`, kind === 'rows' ? rowsOf : countedRowsOf, window),
      )
    ).rows;
  const counting = () => matching().select(sql<number>`1`.as('one'));
  const offset = (page.index - 1) * page.pageSize;
  const forward: PageWindow = { reversed: false, offset, limit: page.pageSize };

  let rows: Record<string, unknown>[];
  let counted: ListTotal;
  const table = `${schema}.${entity.table}`;
  const large = offset < DEEP_PAGE_OFFSET ? rememberedLargeTotal(table, counting) : undefined;
  if (offset >= DEEP_PAGE_OFFSET) {
    // A deep page is placed with the exact count and read from the nearer end (deep-page.ts).
    const total = await exactTotal(db, counting());
    const window = pageWindow(offset, page.pageSize, total);
    rows = window ? await rowsOf(window).execute() : [];
    counted = { total, estimated: false };
  } else if (large) {
    // A list seen above the bound a moment ago: its estimate stands, no count this time.
    rows = narrowed ? await rowsOf(forward).execute() : await unfiltered('rows', forward);
    counted = large;
  } else if (narrowed) {
    const found = await gatheredPage(forward).execute();
    const gathered = found.length > 0 ? Number(found[0]![BOUNDED_TOTAL]) : undefined;
    if (gathered === undefined) {
      // No row on this page: none match, or the page is past the end.
      rows = [];
      counted = offset === 0 ? { total: 0, estimated: false } : await countRows(db, counting(), table);
    } else if (gathered <= EXACT_TOTAL_BOUND) {
      rows = found.map(({ [BOUNDED_TOTAL]: _total, ...row }) => row);
      counted = { total: gathered, estimated: false };
    } else {
      // More matches than the bound: those gathered are some of them, not the first in order.
      rows = await rowsOf(forward).execute();
      counted = await totalFrom(db, gathered, counting(), table);
    }
  } else {
    // The capped count rides along as one more column, so a page and its total are one statement.
    const found = await unfiltered('counted', forward);
    rows = found.map(({ [BOUNDED_TOTAL]: _total, ...row }) => row);
    // A page past the end has no row to carry the count: then it is asked on its own.
    counted =
      found.length > 0
        ? await totalFrom(db, Number(found[0]![BOUNDED_TOTAL]), counting(), table)
        : offset === 0
          ? { total: 0, estimated: false }
          : await countRows(db, counting(), table);
  }
  const labels = await paramLabels(db, entity, schema, body);
  const summary = await listSummary(entity, matching);
  return {
    list: rows.map((row) => toWireRow(entity, row, hospCode)),
    // An estimate never offers the pager a page past the highest one a query accepts.
    total: counted.estimated ? Math.min(counted.total, MAX_PAGE_INDEX * page.pageSize) : counted.total,
    ...(counted.estimated ? { totalEstimated: true as const } : {}),
    // The condition bar names the ids a link carries (维修工程师: 张三), read here rather than per chip.
    ...(Object.keys(labels).length > 0 ? { paramLabels: labels } : {}),
    ...(summary ? { summary } : {}),
  };
}

function defaultSort(entity: EntitySchema): PageRequest['sort'] {
  const declared = entity.list?.defaultSort;
  const stored = declared && storedField(entity, declared.field);
  return stored && declared ? { stored, order: declared.order } : undefined;
}

export async function findRow(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  id: string,
  hospCode: string | undefined,
  options: ReadOptions = {},
): Promise<WireRow> {
  const row = await selectRows(db, entity, schema, options).where(columnRef('id'), '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toWireRow(entity, row, hospCode);
}
