import type { EntitySchema, FieldDef } from '../../engine/schema/entity-types.js';
import { engineOwnsTable } from '../../engine/schema/operation-endpoints.js';
import { SYSTEM_FIELDS } from '../../engine/schema/system-fields.js';
import { sqlTypeOf, storedFields } from '../../engine/server/sql-mapping.js';

/**
 * The Kysely table types of the tables the schemas own, written from the schemas
 * (server/db/entity-tables.generated.ts, by `npm run generate:table-types`): the columns the
 * engine creates, typed as it stores them. A schema says nothing of NOT NULL, so a column is
 * nullable for the types unless the server keeps it (id, times, version), its field has a default,
 * or a migration made it NOT NULL (the list below). Tables no schema states, and columns only a
 * migration made, stay hand-written in tables.ts.
 */

/** What the migrations (server/db/migrations) made NOT NULL, or gave a default, among the columns the schemas state. */
const MIGRATION_CONSTRAINTS: Record<string, { notNull?: string[]; defaulted?: string[] }> = {
  'platform.acct': { notNull: ['type', 'acct_name', 'pass_word_hash', 'state'] },
  'platform.hosp': { notNull: ['hosp_code', 'hosp_name'], defaulted: ['hosp_img', 'sort_num', 'tables_created', 'initialised'] },
  'platform.dic': { notNull: ['type', 'description', 'val', 'sort'] },
  'platform.param': { notNull: ['type', 'val'] },
  menu: { notNull: ['menu_name', 'sort', 'path', 'parent_id'], defaulted: ['hidden', 'affix'] },
  permission: { notNull: ['pms_code', 'pms_name', 'parent_id'] },
  role: { notNull: ['role_name'] },
  dept: { notNull: ['dept_name', 'parent_id'], defaulted: ['disabled', 'sort'] },
  eqp: { notNull: ['eqp_name', 'hosp_eqp_id', 'dept_id', 'tag_code', 'state', 'price', 'net_flag', 'use_state', 'acct_check'] },
  mtc_order: { notNull: ['seq_no', 'eqp_id', 'dept_id', 'seq_state', 'action_state', 'apply_time', 'transfer_count', 'work_hours'] },
  task_plan: { notNull: ['task_type', 'plan_name', 'cycle_days'] },
  eqp_task: { notNull: ['task_type', 'dept_id', 'status', 'due_date'] },
};

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  generated: boolean;
}

const pascal = (table: string) => table.replace(/(^|_)([a-z0-9])/g, (_match, _sep, letter: string) => letter.toUpperCase());

/** The TypeScript type of a stored value, as pg (and PGlite) returns it. */
function valueType(field: FieldDef): string {
  const sql = sqlTypeOf(field);
  if (/^(integer|smallint|bigint)/.test(sql)) return 'number';
  if (sql.startsWith('numeric')) return 'Numeric';
  if (sql === 'boolean') return 'boolean';
  if (sql === 'jsonb') return field.type === 'array' && field.items?.type === 'string' ? 'string[]' : 'unknown';
  return 'string';
}

function columnsOf(key: string, entities: EntitySchema[]): Column[] {
  const columns = new Map<string, Column>();
  for (const entity of entities) {
    for (const { name, column, field } of storedFields(entity)) {
      if (columns.has(column)) continue;
      const constraints = MIGRATION_CONSTRAINTS[key] ?? {};
      const generated = field.default !== undefined || !!constraints.defaulted?.includes(column);
      const notNull = name in SYSTEM_FIELDS || generated || !!constraints.notNull?.includes(column);
      columns.set(column, { name: column, type: valueType(field), notNull, generated });
    }
  }
  return [...columns.values()];
}

function typeOf(column: Column): string {
  if (column.type === 'Numeric') return column.notNull ? 'Numeric' : 'NullableNumeric';
  const value = column.notNull ? column.type : `${column.type} | null`;
  return column.generated ? `Generated<${value}>` : value;
}

/** The generated file's text for these schemas. */
export function entityTableTypesSource(entities: EntitySchema[]): string {
  const tables = new Map<string, EntitySchema[]>();
  for (const entity of entities.filter(engineOwnsTable)) {
    const key = entity.scope === 'platform' ? `platform.${entity.table}` : entity.table;
    tables.set(key, [...(tables.get(key) ?? []), entity]);
  }
  const names = new Map<string, string>();
  const blocks = [...tables.keys()].sort().map((key) => {
    const owners = tables.get(key)!;
    const name = `${owners[0]!.scope === 'platform' ? '' : 'Hosp'}${pascal(owners[0]!.table)}Columns`;
    if (names.has(name)) throw new Error(`two tables would both be typed ${name}: ${names.get(name)} and ${key}`);
    names.set(name, key);
    const lines = columnsOf(key, owners).map((column) => `  ${column.name}: ${typeOf(column)};`);
    return `/** ${key}: ${owners.map((entity) => `${entity.name}.json`).join(', ')} */\nexport interface ${name} {\n${lines.join('\n')}\n}\n`;
  });
  return [
    '// Generated from the schemas by `npm run generate:table-types` (server/db/entity-table-types.ts): do not edit.',
    "import type { ColumnType, Generated } from 'kysely';",
    '',
    '/** numeric columns come back as strings. */',
    'type Numeric = ColumnType<string, string | number, string | number>;',
    'type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;',
    '',
    ...blocks,
    '/** Every table a schema owns, as Kysely names it (platform tables schema-qualified). */',
    'export interface SchemaTables {',
    ...[...names].map(([name, key]) => `  ${key.includes('.') ? `'${key}'` : key}: ${name};`),
    '}',
    '',
  ].join('\n');
}
