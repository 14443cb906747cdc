import type { Generated } from 'kysely';

/**
 * Typed view of the tables the hand-written server code touches. Platform tables are
 * schema-qualified; hospital tables are unqualified and reached through withSchema(hospSchema(code)).
 * Columns are snake_case; the wire names (camelCase, seeds' spelling) are mapped at the API boundary.
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
  val: string;
  sort: number;
  create_date_time: string;
  lstupd_date_time: string;
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
}

export interface PermissionTable {
  id: string;
  pms_code: string;
  pms_name: string;
  parent_id: string;
  create_date_time: string;
  lstupd_date_time: string;
}

export interface RoleTable {
  id: string;
  role_name: string;
  description: string | null;
  wx_interface_code: string | null;
  biz_type: string | null;
  create_date_time: string;
  lstupd_date_time: string;
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
}
