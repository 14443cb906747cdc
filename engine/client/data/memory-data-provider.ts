import dayjs from 'dayjs';
import type { EntitySchema } from '../../schema/entity-types';
import { allFields, isReadable } from '../../schema/system-fields';
import { createMemoryDraftStorage, type DraftStorage } from '../dialogs/drafts/draft-store';
import type { EntityDataProvider, Option, Row } from './data-provider';
import { matchesFilters, nestRows, pageOf, sortRows } from './memory-query';
import { createMemoryUploader } from './memory-upload';
import { memoryLookupOptions } from './memory-lookup';
import { memorySummary } from './memory-summary';
import { isSetAction, rowMatchesWhen } from '../../schema/set-action';

export interface MemoryDataOptions {
  /** Rows per entity name, as the server would store them (hospital rows carry hospCode). */
  tables?: Record<string, Row[]>;
  /** Options of selector resources (`{ resource }` sources), e.g. hosp. */
  resources?: Record<string, Option[]>;
  /** Called with the server-style message before a call is refused (stories pass Message.error). */
  onError?: (message: string) => void;
  /** Declared endpoints (`endpoints[].name`) by `<entity>/<name>`: what the story's server would answer. */
  endpoints?: Record<string, (body: Record<string, unknown>) => unknown>;
  /** Where dialogs keep their drafts; by default in memory, one store per provider. */
  drafts?: DraftStorage;
}

/** A refusal as the HTTP client rejects with it: the envelope's code, msg and data. */
export class MemoryRefusal extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

/** The server's texts for a stale edit and an empty one (engine/server/write-ops.ts). */
const CONFLICT_MESSAGE = '该记录已被他人修改，请核对后再保存';
const NOTHING_TO_CHANGE = '没有需要修改的内容';
/** Keys of a write body that are not the record's fields. */
const CALL_KEYS = ['id', 'idList', 'hospCode', 'rowVersion', 'rowVersions'];

/** The dictionary lives in the `dic` table, as on the server: a dictionary key is a `type`. */
const DICTIONARY_TABLE = 'dic';

let idCounter = 0;
/** 24 lowercase hex characters, time-ordered like the server's ids. */
function newId(): string {
  idCounter += 1;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${idCounter.toString(16).padStart(16, '0')}`;
}

const now = (): string => dayjs().format('YYYY-MM-DD HH:mm:ss');

/**
 * An in-memory back end with the server's query semantics (filters, paging, sort, tree, Desc
 * texts, hospital scoping), for stories and unit tests. Each call works on its own copy of the rows.
 */
export function createMemoryDataProvider(options: MemoryDataOptions = {}): EntityDataProvider & { rowsOf(name: string): Row[] } {
  // Every row carries its version, as the server's reads do; each write raises it.
  const tables: Record<string, Row[]> = Object.fromEntries(
    Object.entries(structuredClone(options.tables ?? {})).map(([name, rows]) => [
      name,
      rows.map((row) => ({ ...row, rowVersion: row.rowVersion ?? 0 })),
    ]),
  );
  const tableOf = (entity: EntitySchema): Row[] => (tables[entity.name] ??= []);

  const refuse = (message: string, code = '002', data: unknown = null): Promise<never> => {
    options.onError?.(message);
    return Promise.reject(new MemoryRefusal(code, message, data));
  };
  // A conflict is the dialog's to show (the console's HTTP client keeps it quiet too).
  const conflict = (entity: EntitySchema, rows: Row[]): Promise<never> =>
    Promise.reject(
      new MemoryRefusal('409', CONFLICT_MESSAGE, { conflicts: rows.map((row) => ({ id: row.id, current: present(entity, row) })) }),
    );
  const fieldsOf = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([key]) => !CALL_KEYS.includes(key)));

  function dictionary(key: string): Option[] {
    return (tables[DICTIONARY_TABLE] ?? [])
      .filter((row) => row.type === key)
      .sort((left, right) => Number(left.sort ?? 0) - Number(right.sort ?? 0))
      .map((row) => ({ value: String(row.val), label: String(row.description) }));
  }

  /** What the server returns for a row: readable fields plus `<field>Desc` for dictionary fields. */
  function present(entity: EntitySchema, row: Row): Row {
    const shown: Row = { ...row };
    for (const [name, field] of Object.entries(allFields(entity))) {
      if (!isReadable(field)) delete shown[name];
      if (field.withDesc && field.options && 'dictionary' in field.options) {
        const label = dictionary(field.options.dictionary).find((option) => option.value === row[name])?.label;
        shown[`${name}Desc`] = label ?? '';
      }
    }
    return shown;
  }

  function scoped(entity: EntitySchema, hospCode: unknown): Row[] | null {
    if (entity.scope !== 'hospital') return tableOf(entity);
    if (typeof hospCode !== 'string' || hospCode === '') return null;
    return tableOf(entity).filter((row) => row.hospCode === hospCode);
  }
  const hospitalMissing = (entity: EntitySchema) => refuse(entity.hospitalRequiredMessage ?? '请选择医院');

  function findRow(entity: EntitySchema, id: unknown): Row | undefined {
    return tableOf(entity).find((row) => row.id === id);
  }

  /** Sets the fields sent (an empty value clears one) and raises the row's version. */
  function write(row: Row, changes: Record<string, unknown>): void {
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === null) delete row[name];
      else row[name] = value;
    }
    row.lstupdDateTime = now();
    row.rowVersion = Number(row.rowVersion ?? 0) + 1;
  }

  /** update and form actions: only the fields sent, refused when the row changed since `rowVersion` was read. */
  function updateOne(entity: EntitySchema, body: Record<string, unknown>): Promise<unknown> {
    const row = findRow(entity, body.id);
    if (!row) return refuse('记录不存在', '404');
    const changes = fieldsOf(body);
    if (Object.keys(changes).length === 0) return refuse(NOTHING_TO_CHANGE);
    if (typeof body.rowVersion === 'number' && body.rowVersion !== row.rowVersion) return conflict(entity, [row]);
    write(row, changes);
    return Promise.resolve(null);
  }

  return {
    rowsOf: (name) => structuredClone(tables[name] ?? []),
    async query(entity, body) {
      const { pagedQueryInfo, ...filters } = body;
      const rows = scoped(entity, filters.hospCode);
      if (!rows) return hospitalMissing(entity);
      const matching = sortRows(
        entity,
        rows.filter((row) => matchesFilters(entity, row, filters)),
        pagedQueryInfo,
      );
      const summary = memorySummary(entity, matching);
      return {
        list: pageOf(matching, pagedQueryInfo).map((row) => present(entity, row)),
        total: matching.length,
        ...(summary ? { summary } : {}),
      };
    },
    async detail(entity, { id }) {
      const row = findRow(entity, id);
      return row ? present(entity, row) : refuse('记录不存在');
    },
    async add(entity, record) {
      if (entity.scope === 'hospital' && !record.hospCode) return hospitalMissing(entity);
      const defaults = Object.fromEntries(
        Object.entries(entity.fields).flatMap(([name, field]) => (field.default === undefined ? [] : [[name, field.default]])),
      );
      const stamp = now();
      const row: Row = {
        ...defaults,
        ...entity.dialogs.add?.defaults,
        ...record,
        id: newId(),
        createDateTime: stamp,
        lstupdDateTime: stamp,
        rowVersion: 0,
      };
      tableOf(entity).push(row);
      return row.id;
    },
    update: (entity, record) => updateOne(entity, record),
    async remove(entity, { id }) {
      const tree = entity.tree;
      if (tree && tableOf(entity).some((row) => row[tree.parentField] === id)) return refuse(tree.hasChildrenMessage);
      const table = tableOf(entity);
      const index = table.findIndex((row) => row.id === id);
      if (index < 0) return refuse('记录不存在');
      table.splice(index, 1);
      return null;
    },
    async batchUpdate(entity, body) {
      const rows = body.idList.map((id) => findRow(entity, id));
      if (rows.some((row) => !row)) return refuse('记录不存在', '404');
      const changes = fieldsOf(body);
      if (Object.keys(changes).length === 0) return refuse(NOTHING_TO_CHANGE);
      const versions = (body.rowVersions ?? {}) as Record<string, unknown>;
      const stale = (rows as Row[]).filter((row) => typeof versions[row.id] === 'number' && versions[row.id] !== row.rowVersion);
      if (stale.length > 0) return conflict(entity, stale);
      for (const row of rows as Row[]) write(row, changes);
      return { count: rows.length };
    },
    async treeQuery(entity, { hospCode }) {
      const rows = scoped(entity, hospCode);
      if (!rows) return hospitalMissing(entity);
      return nestRows(
        rows.map((row) => present(entity, row)),
        entity.tree?.parentField ?? 'parentId',
      );
    },
    action: (entity, name, body) => {
      // A set action writes its own values, like the server, where its visibleWhen matches.
      const set = entity.actions?.find((action) => action.name === name && isSetAction(action));
      if (!set || !isSetAction(set)) return updateOne(entity, body);
      const row = findRow(entity, body.id);
      if (row && !rowMatchesWhen(set.visibleWhen, row)) return refuse(`该记录当前不能执行「${set.label}」`);
      return updateOne(entity, { ...body, ...set.values });
    },
    lookupOptions: async (entity, request) => memoryLookupOptions(entity, request, (name) => tables[name] ?? []),
    async call<T>(entity: EntitySchema, name: string, body: Record<string, unknown>) {
      const handler = options.endpoints?.[`${entity.name}/${name}`];
      if (!handler) return refuse(`${entity.endpoint}/${name} 不可用`);
      try {
        return (await handler(body)) as T;
      } catch (error) {
        return refuse(error instanceof Error ? error.message : String(error));
      }
    },
    async options(source) {
      if ('values' in source) return source.values;
      if ('dictionary' in source) return dictionary(source.dictionary);
      if ('resource' in source) return options.resources?.[source.resource] ?? [];
      return [];
    },
    upload: createMemoryUploader(refuse),
    drafts: options.drafts ?? createMemoryDraftStorage(),
  };
}
