// Generated from the schemas by `npm run generate:table-types` (server/db/entity-table-types.ts): do not edit.
import type { ColumnType, Generated } from 'kysely';

/** numeric columns come back as strings. */
type Numeric = ColumnType<string, string | number, string | number>;
type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;

/** dept: hosp-dept.json */
export interface HospDeptColumns {
  dept_name: string;
  parent_id: string;
  sort: Generated<number>;
  disabled: Generated<boolean>;
  qr_code: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** eqp: hosp-eqp.json, hosp-guar-eqp.json, hosp-insured-eqp.json */
export interface HospEqpColumns {
  hosp_eqp_id: string;
  eqp_name: string;
  eqp_brand: string | null;
  eqp_model: string | null;
  fact_serial_no: string | null;
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
  insured_fee: NullableNumeric;
  acct_check: string;
  first_engineer_id: string | null;
  first_engineer_name: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** eqp_task: task-daily-patrol.json, task-dept-patrol.json, task-maintain.json, task-major-patrol.json, task-metering.json, task-patrol.json, task-quality.json */
export interface HospEqpTaskColumns {
  task_type: string;
  plan_id: string | null;
  eqp_id: string | null;
  dept_id: string;
  person_id: string | null;
  person_name: string | null;
  status: string;
  due_date: string;
  finish_time: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** inventory_check_plan: hosp-inventory-check-plan.json */
export interface HospInventoryCheckPlanColumns {
  plan_name: string | null;
  dept_ids: string[] | null;
  plan_start_date: string | null;
  plan_end_date: string | null;
  creator: string | null;
  state: Generated<string>;
  finish_date_time: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** inventory_check_record: hosp-inventory-check-record.json */
export interface HospInventoryCheckRecordColumns {
  plan_id: string | null;
  result_state: string | null;
  eqp_name: string | null;
  eqp_brand: string | null;
  eqp_model: string | null;
  hosp_eqp_id: string | null;
  fact_serial_no: string | null;
  eqp_dept_id: string | null;
  dept_id: string | null;
  creator: string | null;
  production_date: string | null;
  inventory_check_img_list: string[] | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** menu: hosp-menu.json */
export interface HospMenuColumns {
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
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** mtc_order: hosp-mtc-record.json */
export interface HospMtcOrderColumns {
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
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** permission: hosp-permission.json */
export interface HospPermissionColumns {
  pms_code: string;
  pms_name: string;
  parent_id: string;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.acct: acct.json */
export interface AcctColumns {
  type: string;
  cell_phone: string | null;
  acct_name: string;
  acct_no: string | null;
  avatar: string | null;
  email: string | null;
  pass_word_hash: string;
  remark: string | null;
  state: string;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.adverse_event: adverse-event.json */
export interface AdverseEventColumns {
  event_name: string | null;
  data_source: string | null;
  release_date: string | null;
  file_path: string | null;
  is_global: boolean | null;
  hosp_code: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.app_hosp_info: app-hosp-info.json */
export interface AppHospInfoColumns {
  hosp_code: string | null;
  display_name: string | null;
  logo: string | null;
  banners: string[] | null;
  contact_phone: string | null;
  about: string | null;
  enabled: Generated<boolean>;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.app_role: app-role.json */
export interface AppRoleColumns {
  hosp_code: string | null;
  role_id: string | null;
  role_name: string | null;
  wx_interface_id: string | null;
  sort: Generated<number>;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.comp_sub: comp-sub.json */
export interface CompSubColumns {
  subscriber_type: string | null;
  comp_id: string | null;
  hosp_code: string | null;
  sub_code: string | null;
  start_date: string | null;
  end_date: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.company: company.json */
export interface CompanyColumns {
  comp_name: string | null;
  contact: string | null;
  phone: string | null;
  self_operated: Generated<boolean>;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.dic: dic.json */
export interface DicColumns {
  type: string;
  description: string;
  description_en: string | null;
  val: string;
  sort: number;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.display_key: display-key.json */
export interface DisplayKeyColumns {
  hosp_code: string | null;
  key_name: string | null;
  key_prefix: string | null;
  key_hash: string | null;
  state: string | null;
  last_used_time: string | null;
  last_used_address: string | null;
  revoke_time: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.eqp_model: eqp-model.json */
export interface EqpModelColumns {
  eqp_brand: string | null;
  eqp_model: string | null;
  eqp_name: string | null;
  tag_code: string | null;
  rgst_id: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.hosp: hosp.json */
export interface HospColumns {
  hosp_code: string;
  hosp_name: string;
  hosp_simple_name: string | null;
  comp_id: string | null;
  province: string | null;
  province_desc: string | null;
  city: string | null;
  city_desc: string | null;
  district: string | null;
  district_desc: string | null;
  addr: string | null;
  longitude: string | null;
  latitude: string | null;
  hosp_level: string | null;
  comprehensive_class: string | null;
  hosp_type: string | null;
  enter_platform_way: string | null;
  mtc_nature: string | null;
  mtc_cooperate_status: string | null;
  hosp_official_site: string | null;
  hosp_img: Generated<string[]>;
  remarks: string | null;
  param_id: string | null;
  tables_created: Generated<boolean>;
  initialised: Generated<boolean>;
  sort_num: Generated<number>;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.hosp_feedback: hosp-feedback.json */
export interface HospFeedbackColumns {
  category: string | null;
  content: string | null;
  images: string[] | null;
  hosp_code: string | null;
  submitter_id: string | null;
  submitter_name: string | null;
  submitter_phone: string | null;
  status: Generated<string>;
  reply: string | null;
  reply_time: string | null;
  replier_name: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.hosp_secret_key: hosp-secret-key.json */
export interface HospSecretKeyColumns {
  hosp_code: string | null;
  key_name: string | null;
  access_key_id: string | null;
  secret_hash: string | null;
  state: string | null;
  expire_date: string | null;
  secret_time: string | null;
  last_used_time: string | null;
  last_used_address: string | null;
  revoke_time: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.hosp_wx_interface: hosp-wx-interface.json */
export interface HospWxInterfaceColumns {
  type: string | null;
  interface_name: string | null;
  device_show: unknown | null;
  hosp_code: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.knowledge_permission: knowledge-permission.json */
export interface KnowledgePermissionColumns {
  doc_id: string | null;
  hosp_code: string | null;
  role_id: string | null;
  role_name: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.laws: laws.json, operation-doc.json */
export interface LawsColumns {
  file_name: string | null;
  file_type: string | null;
  data_source: string | null;
  file_path: string | null;
  is_global: boolean | null;
  hosp_code: string | null;
  relation_menu_id: string | null;
  relation_menu_name: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.msg_outbox: msg-outbox.json, wx-msg-outbox.json */
export interface MsgOutboxColumns {
  channel: string | null;
  recipient: string | null;
  subject: string | null;
  content: string | null;
  state: string | null;
  acct_id: string | null;
  hosp_code: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.news: news.json */
export interface NewsColumns {
  title: string | null;
  content: string | null;
  audience: Generated<string>;
  hosp_codes: string[] | null;
  publish_time: string | null;
  expire_time: string | null;
  pinned: Generated<boolean>;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.operate_log: operate-log.json */
export interface OperateLogColumns {
  acct_id: string | null;
  acct_name: string | null;
  acct_no: string | null;
  acct_type: string | null;
  hosp_code: string | null;
  entity: string | null;
  operation: string | null;
  record_id: string | null;
  revert_of: string | null;
  changes: unknown | null;
  request_id: string | null;
  client_ip: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.param: param.json */
export interface ParamColumns {
  type: string;
  sub_type: string | null;
  val: string;
  description: string | null;
  hosp_code: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.project_update_log: app-project-update-log.json, project-update-log.json */
export interface ProjectUpdateLogColumns {
  kind: string | null;
  version: string | null;
  release_date: string | null;
  items: unknown | null;
  published: Generated<boolean>;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.quartz_job: quartz-job.json */
export interface QuartzJobColumns {
  job_name: string | null;
  bean_name: string | null;
  method_name: string | null;
  params: string | null;
  cron_expression: string | null;
  is_pause: Generated<boolean>;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.quartz_log: quartz-log.json */
export interface QuartzLogColumns {
  job_name: string | null;
  bean_name: string | null;
  method_name: string | null;
  params: string | null;
  cron_expression: string | null;
  is_success: boolean | null;
  spend_time: number | null;
  exception_detail: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.registration_info: registration-info.json */
export interface RegistrationInfoColumns {
  rgst_no: string | null;
  manufacturer: string | null;
  eqp_name: string | null;
  eqp_model: string | null;
  standard: string | null;
  approval_date: string | null;
  effective_deadline: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.sql_manage: sql-manage.json */
export interface SqlManageColumns {
  sql_name: string | null;
  hosp_code: string | null;
  sql_text: string | null;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.sub_item: sub-items.json */
export interface SubItemColumns {
  sub_code: string | null;
  sub_name: string | null;
  test_url: string | null;
  prod_url: string | null;
  description: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** platform.wx_msg_template: wx-msg-template.json */
export interface WxMsgTemplateColumns {
  template_name: string | null;
  template_id: string | null;
  title: string | null;
  content: string | null;
  enabled: Generated<boolean>;
  remark: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** role: hosp-role.json */
export interface HospRoleColumns {
  role_name: string;
  description: string | null;
  wx_interface_code: string | null;
  biz_type: string | null;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** task_plan: task-plan.json */
export interface HospTaskPlanColumns {
  plan_name: string;
  task_type: string;
  cycle_days: number;
  id: string;
  create_date_time: string;
  lstupd_date_time: string;
  row_version: Generated<number>;
}

/** Every table a schema owns, as Kysely names it (platform tables schema-qualified). */
export interface SchemaTables {
  dept: HospDeptColumns;
  eqp: HospEqpColumns;
  eqp_task: HospEqpTaskColumns;
  inventory_check_plan: HospInventoryCheckPlanColumns;
  inventory_check_record: HospInventoryCheckRecordColumns;
  menu: HospMenuColumns;
  mtc_order: HospMtcOrderColumns;
  permission: HospPermissionColumns;
  'platform.acct': AcctColumns;
  'platform.adverse_event': AdverseEventColumns;
  'platform.app_hosp_info': AppHospInfoColumns;
  'platform.app_role': AppRoleColumns;
  'platform.comp_sub': CompSubColumns;
  'platform.company': CompanyColumns;
  'platform.dic': DicColumns;
  'platform.display_key': DisplayKeyColumns;
  'platform.eqp_model': EqpModelColumns;
  'platform.hosp': HospColumns;
  'platform.hosp_feedback': HospFeedbackColumns;
  'platform.hosp_secret_key': HospSecretKeyColumns;
  'platform.hosp_wx_interface': HospWxInterfaceColumns;
  'platform.knowledge_permission': KnowledgePermissionColumns;
  'platform.laws': LawsColumns;
  'platform.msg_outbox': MsgOutboxColumns;
  'platform.news': NewsColumns;
  'platform.operate_log': OperateLogColumns;
  'platform.param': ParamColumns;
  'platform.project_update_log': ProjectUpdateLogColumns;
  'platform.quartz_job': QuartzJobColumns;
  'platform.quartz_log': QuartzLogColumns;
  'platform.registration_info': RegistrationInfoColumns;
  'platform.sql_manage': SqlManageColumns;
  'platform.sub_item': SubItemColumns;
  'platform.wx_msg_template': WxMsgTemplateColumns;
  role: HospRoleColumns;
  task_plan: HospTaskPlanColumns;
}
