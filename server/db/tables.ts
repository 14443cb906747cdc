import type { ColumnType, Generated } from 'kysely';

/**
 * Typed view of the tables the hand-written server code touches. Platform tables are
 * schema-qualified; hospital tables are unqualified and reached through withSchema(hospSchema(code)).
 * Columns are snake_case; the wire names (camelCase, seeds' spelling) are mapped at the API boundary.
 * Tables of engine entities carry `row_version`: an update sets it with `touchedRow` (server/db/row-version.ts).
 */
export interface AcctTable {
  id: string;
  type: string;
  cell_phone: string | null;
  acct_name: string;
  acct_no: string | null;
  avatar: string | null;
  email: string | null;
  pass_word_hash: string;
  remark: string | null;
  state: string;
  acct_role_type: string | null;
  phone_msg: Generated<boolean>;
  vacation: Generated<boolean>;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface HospTable {
  id: string;
  hosp_code: string;
  hosp_name: string;
  hosp_simple_name: string | null;
  longitude: string | null;
  latitude: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  addr: string | null;
  hosp_level: string | null;
  comprehensive_class: string | null;
  hosp_type: string | null;
  enter_platform_way: string | null;
  mtc_nature: string | null;
  mtc_cooperate_status: string | null;
  hosp_official_site: string | null;
  remarks: string | null;
  hosp_img: Generated<string[]>;
  comp_id: string | null;
  sort_num: Generated<number>;
  tables_created: Generated<boolean>;
  initialised: Generated<boolean>;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

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

export interface DicTable {
  id: string;
  type: string;
  description: string;
  description_en: string | null;
  val: string;
  sort: number;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface ParamTable {
  id: string;
  type: string;
  sub_type: string | null;
  val: string;
  description: string | null;
  hosp_code: string | null;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
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

export interface LoginGuardTable {
  login_name: string;
  failed_count: number;
  window_start_ms: number;
  locked_until_ms: number;
  captcha_hash: string | null;
  captcha_expires_ms: number;
}

export interface MenuTable {
  id: string;
  menu_name: string;
  menu_name_en: string | null;
  icon: string | null;
  sort: number;
  path: string;
  component: string | null;
  parent_id: string;
  auth_id: string | null;
  hidden: Generated<boolean>;
  affix: Generated<boolean>;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface PermissionTable {
  id: string;
  pms_code: string;
  pms_name: string;
  parent_id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface RoleTable {
  id: string;
  role_name: string;
  description: string | null;
  wx_interface_code: string | null;
  biz_type: string | null;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface RoleMenuTable {
  role_id: string;
  menu_id: string;
}

export interface RolePermissionTable {
  role_id: string;
  permission_id: string;
}

export interface DeptTable {
  id: string;
  dept_name: string;
  parent_id: string;
  disabled: Generated<boolean>;
  sort: Generated<number>;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

// Equipment domain (hospital schema; docs/equipment-domain.md). numeric columns come back as strings.
type Numeric = ColumnType<string, string | number, string | number>;

export interface EqpTagTable {
  tag_code: string;
  tag_name: string;
  sort: Generated<number>;
}

export interface EqpTable {
  id: string;
  eqp_name: string;
  eqp_brand: string | null;
  eqp_model: string | null;
  fact_serial_no: string | null;
  hosp_eqp_id: string;
  dept_id: string;
  tag_code: string;
  state: string;
  price: Numeric;
  net_flag: boolean;
  use_state: boolean;
  enable_date: string | null;
  guar_start_date: string | null;
  guar_end_date: string | null;
  insured_company: string | null;
  insured_start_date: string | null;
  insured_end_date: string | null;
  insured_fee: ColumnType<string | null, string | number | null, string | number | null>;
  acct_check: string;
  first_engineer_id: string | null;
  first_engineer_name: string | null;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface MtcOrderTable {
  id: string;
  seq_no: string;
  eqp_id: string;
  dept_id: string;
  seq_state: string;
  action_state: string;
  fault_desc: string | null;
  apply_person_name: string | null;
  apply_time: string;
  current_egn_id: string | null;
  current_egn_name: string | null;
  current_egn_phone: string | null;
  claim_time: string | null;
  finish_time: string | null;
  transfer_count: number;
  work_hours: Numeric;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface TaskPlanTable {
  id: string;
  task_type: string;
  plan_name: string;
  cycle_days: number;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface EqpTaskTable {
  id: string;
  task_type: string;
  plan_id: string | null;
  eqp_id: string | null;
  dept_id: string;
  person_id: string | null;
  person_name: string | null;
  status: string;
  due_date: string;
  finish_time: string | null;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

export interface EqpBootRecordTable {
  eqp_id: string;
  boot_month: string;
  dept_id: string;
  boot_days: number;
  monitored_days: number;
  run_hours: Numeric;
}

export interface Database {
  'platform.acct': AcctTable;
  'platform.hosp': HospTable;
  'platform.hosp_user': HospUserTable;
  'platform.dic': DicTable;
  'platform.param': ParamTable;
  'platform.session': SessionTable;
  'platform.login_guard': LoginGuardTable;
  menu: MenuTable;
  permission: PermissionTable;
  role: RoleTable;
  role_menu: RoleMenuTable;
  role_permission: RolePermissionTable;
  dept: DeptTable;
  eqp_tag: EqpTagTable;
  eqp: EqpTable;
  mtc_order: MtcOrderTable;
  task_plan: TaskPlanTable;
  eqp_task: EqpTaskTable;
  eqp_boot_record: EqpBootRecordTable;
}
