import type { ColumnType, Generated } from 'kysely';
import type {
  AcctColumns,
  DicColumns,
  HospColumns,
  HospDeptColumns,
  HospEqpColumns,
  HospEqpTaskColumns,
  HospMenuColumns,
  HospMtcOrderColumns,
  HospPermissionColumns,
  HospRoleColumns,
  HospTaskPlanColumns,
  ParamColumns,
  SchemaTables,
} from './entity-tables.generated.js';

/**
 * Typed view of the tables the server code touches. The tables a schema owns are typed from the
 * schemas (entity-tables.generated.ts, `npm run generate:table-types`); written here are only the
 * tables no schema states and the columns only a migration made. Platform tables are
 * schema-qualified; hospital tables are unqualified and reached through withSchema(hospSchema(code)).
 * Columns are snake_case; the wire names (camelCase, seeds' spelling) are mapped at the API boundary.
 * Tables of engine entities carry `row_version`: an update sets it with `touchedRow` (server/db/row-version.ts).
 */

/** The accounts, plus what migrations added beside the schema's fields (the acct.json fields are the generated part). */
export interface AcctTable extends AcctColumns {
  acct_role_type: string | null;
  phone_msg: Generated<boolean>;
  vacation: Generated<boolean>;
}

export type HospTable = HospColumns;
export type DicTable = DicColumns;
export type ParamTable = ParamColumns;
export type MenuTable = HospMenuColumns;
export type PermissionTable = HospPermissionColumns;
export type RoleTable = HospRoleColumns;
export type DeptTable = HospDeptColumns;
export type EqpTable = HospEqpColumns;
export type MtcOrderTable = HospMtcOrderColumns;
export type TaskPlanTable = HospTaskPlanColumns;
export type EqpTaskTable = HospEqpTaskColumns;

export interface HospUserTable {
  id: string;
  acct_id: string;
  hosp_code: string;
  hosp_dept_id: string | null;
  hosp_role_id: string | null;
  state: string;
  create_date_time: string;
  lstupd_date_time: string;
}

export interface SessionTable {
  token_hash: string;
  acct_id: string;
  kind: 'user' | 'admin';
  current_hosp_code: string | null;
  idle_seconds: number;
  created_ms: number;
  last_seen_ms: number;
  expires_ms: number;
  revoked: Generated<boolean>;
  client_ip: string | null;
}

/** One-time tokens of the password flows (server/auth/one-time-tokens.ts). */
export interface OneTimeTokenTable {
  token_hash: string;
  owner: string;
  expires_ms: number;
}

/** Hits per client address of the current rate-limit window (server/auth/rate-limit-store.ts). */
export interface RateLimitTable {
  key: string;
  window_start_ms: number;
  hits: number;
}

export interface LoginGuardTable {
  login_name: string;
  failed_count: number;
  window_start_ms: number;
  locked_until_ms: number;
  captcha_hash: string | null;
  captcha_expires_ms: number;
}

/** Which schema-stated menus and permission ids a hospital has been given (`menu:<path>`, `permission:<code>`). */
export interface SchemaEntryGivenTable {
  entry_key: string;
  entity: string | null;
  create_date_time: string;
}

export interface RoleMenuTable {
  role_id: string;
  menu_id: string;
}

export interface RolePermissionTable {
  role_id: string;
  permission_id: string;
}

// Equipment domain (hospital schema; docs/equipment-domain.md). numeric columns come back as strings.
type Numeric = ColumnType<string, string | number, string | number>;

export interface EqpTagTable {
  tag_code: string;
  tag_name: string;
  sort: Generated<number>;
}

export interface EqpBootRecordTable {
  eqp_id: string;
  boot_month: string;
  dept_id: string;
  boot_days: number;
  monitored_days: number;
  run_hours: Numeric;
}

export interface Database extends SchemaTables {
  'platform.acct': AcctTable;
  'platform.hosp_user': HospUserTable;
  'platform.session': SessionTable;
  'platform.login_guard': LoginGuardTable;
  'platform.one_time_token': OneTimeTokenTable;
  'platform.rate_limit': RateLimitTable;
  role_menu: RoleMenuTable;
  role_permission: RolePermissionTable;
  schema_entry_given: SchemaEntryGivenTable;
  eqp_tag: EqpTagTable;
  eqp_boot_record: EqpBootRecordTable;
}
