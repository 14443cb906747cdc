import dayjs from 'dayjs';
import type { EntitySchema } from '../../schema/entity-types';
import { allFields, isReadable } from '../../schema/system-fields';
import type { EntityDataProvider, Option, Row } from './data-provider';
import { matchesFilters, nestRows, pageOf, sortRows } from './memory-query';
import { createMemoryUploader } from './memory-upload';

export interface MemoryDataOptions {
  /** Rows per entity name, as the server would store them (hospital rows carry hospCode). */
  tables?: Record<string, Row[]>;
  /** Options of selector resources (`{ resource }` sources), e.g. hosp. */
  resources?: Record<string, Option[]>;
  /** Called with the server-style message before a call is refused (stories pass Message.error). */
  onError?: (message: string) => void;
  /** Declared endpoints (`endpoints[].name`) by `<entity>/<name>`: what the story's server would answer. */
  endpoints?: Record<string, (body: Record<string, unknown>) => unknown>;
}

/** The dictionary lives in the `dic` table, as on the server: a dictionary key is a `type`. */
const DICTIONARY_TABLE = 'dic';

let idCounter = 0;
/** 24 lowercase hex characters, time-ordered like the server's ids. */
function newId(): string {
  idCounter += 1;
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return `${seconds}${idCounter.toString(16).padStart(16, '0')}`;
}

const now = (): string => dayjs().format('YYYY-MM-DD HH:mm:ss');

/**
 * An in-memory back end with the server's query semantics (filters, paging, sort, tree, Desc
 * texts, hospital scoping), for stories and unit tests. Each call works on its own copy of the rows.
 */
export function createMemoryDataProvider(options: MemoryDataOptions = {}): EntityDataProvider & { rowsOf(name: string): Row[] } {
  const tables: Record<string, Row[]> = structuredClone(options.tables ?? {});
  const tableOf = (entity: EntitySchema): Row[] => (tables[entity.name] ??= []);

  const refuse = (message: string): Promise<never> => {
    options.onError?.(message);
    return Promise.reject(new Error(message));
  };

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

  function write(entity: EntitySchema, id: unknown, fields: Record<string, unknown>): Promise<unknown> {
    const row = findRow(entity, id);
    if (!row) return refuse('记录不存在');
    const { id: _id, idList: _idList, ...changes } = fields;
    Object.assign(row, changes, { lstupdDateTime: now() });
    return Promise.resolve(null);
  }

  return {
    rowsOf: (name) => structuredClone(tables[name] ?? []),
    async query(entity, body) {
      const { pagedQueryInfo, ...filters } = body;
      const rows = scoped(entity, filters.hospCode);
      if (!rows) return hospitalMissing(entity);
      const matching = sortRows(entity, rows.filter((row) => matchesFilters(entity, row, filters)), pagedQueryInfo);
      return { list: pageOf(matching, pagedQueryInfo).map((row) => present(entity, row)), total: matching.length };
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
      const row: Row = { ...defaults, ...entity.dialogs.add?.defaults, ...record, id: newId(), createDateTime: stamp, lstupdDateTime: stamp };
      tableOf(entity).push(row);
      return row.id;
    },
    update: (entity, record) => write(entity, record.id, record),
    async remove(entity, { id }) {
      const tree = entity.tree;
      if (tree && tableOf(entity).some((row) => row[tree.parentField] === id)) return refuse(tree.hasChildrenMessage);
      const table = tableOf(entity);
      const index = table.findIndex((row) => row.id === id);
      if (index < 0) return refuse('记录不存在');
      table.splice(index, 1);
      return null;
    },
    async batchUpdate(entity, { idList, ...fields }) {
      for (const id of idList) await write(entity, id, fields);
      return null;
    },
    async treeQuery(entity, { hospCode }) {
      const rows = scoped(entity, hospCode);
      if (!rows) return hospitalMissing(entity);
      return nestRows(
        rows.map((row) => present(entity, row)),
        entity.tree?.parentField ?? 'parentId',
      );
    },
    action: (entity, _name, body) => write(entity, body.id, body),
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
  };
}
