/**
 * A hospital's equipment domain: tags, equipment, repair orders, preventive task plans and tasks,
 * and monthly boot records (docs/equipment-domain.md). Every dashboard aggregation has an index
 * here that lets it read only the columns it needs (docs/dashboard-api.md).
 */
export function hospitalEquipment(schema: string): string[] {
  return [
    `CREATE TABLE ${schema}.eqp_tag (
       tag_code varchar(32) PRIMARY KEY,
       tag_name varchar(100) NOT NULL,
       sort integer NOT NULL DEFAULT 0
     )`,
    `CREATE TABLE ${schema}.eqp (
       id char(24) PRIMARY KEY,
       eqp_name varchar(200) NOT NULL,
       eqp_brand varchar(100),
       eqp_model varchar(100),
       fact_serial_no varchar(100),
       hosp_eqp_id varchar(64) NOT NULL,
       dept_id char(24) NOT NULL,
       tag_code varchar(32) NOT NULL,
       state varchar(2) NOT NULL DEFAULT '01',
       price numeric(14, 2) NOT NULL DEFAULT 0,
       net_flag boolean NOT NULL DEFAULT false,
       use_state boolean NOT NULL DEFAULT true,
       enable_date date,
       guar_start_date date,
       guar_end_date date,
       insured_company varchar(200),
       insured_start_date date,
       insured_end_date date,
       insured_fee numeric(12, 2),
       acct_check varchar(2) NOT NULL DEFAULT '02',
       first_engineer_id char(24),
       first_engineer_name varchar(50),
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE UNIQUE INDEX eqp_hosp_eqp_id_key ON ${schema}.eqp (hosp_eqp_id)`,
    // Tag share, running status, usage rate, equipment state, top summary: index-only scans.
    `CREATE INDEX eqp_tag_state_idx ON ${schema}.eqp (tag_code, state, use_state) INCLUDE (price, net_flag)`,
    `CREATE INDEX eqp_engineer_state_idx ON ${schema}.eqp (first_engineer_id, state)`,
    `CREATE INDEX eqp_dept_idx ON ${schema}.eqp (dept_id) INCLUDE (price)`,
    `CREATE INDEX eqp_price_idx ON ${schema}.eqp (price DESC, id)`,
    `CREATE INDEX eqp_enable_date_idx ON ${schema}.eqp (enable_date) INCLUDE (price)`,
    `CREATE INDEX eqp_guar_end_idx ON ${schema}.eqp (guar_end_date) INCLUDE (guar_start_date, acct_check)`,
    `CREATE INDEX eqp_insured_idx ON ${schema}.eqp (insured_end_date, insured_start_date) INCLUDE (acct_check, insured_fee)`,

    `CREATE TABLE ${schema}.mtc_order (
       id char(24) PRIMARY KEY,
       seq_no varchar(32) NOT NULL,
       eqp_id char(24) NOT NULL REFERENCES ${schema}.eqp(id) ON DELETE CASCADE,
       dept_id char(24) NOT NULL,
       seq_state varchar(2) NOT NULL,
       action_state varchar(2) NOT NULL,
       fault_desc varchar(500),
       apply_person_name varchar(50),
       apply_time timestamp(0) NOT NULL,
       current_egn_id char(24),
       current_egn_name varchar(50),
       current_egn_phone varchar(32),
       claim_time timestamp(0),
       finish_time timestamp(0),
       transfer_count smallint NOT NULL DEFAULT 0,
       work_hours numeric(6, 1) NOT NULL DEFAULT 0,
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE UNIQUE INDEX mtc_order_seq_no_key ON ${schema}.mtc_order (seq_no)`,
    `CREATE INDEX mtc_order_eqp_idx ON ${schema}.mtc_order (eqp_id)`,
    // Unfinished orders: status counts, repair list (newest first), long waits.
    `CREATE INDEX mtc_order_open_idx ON ${schema}.mtc_order (action_state, apply_time DESC) WHERE seq_state = '01'`,
    `CREATE INDEX mtc_order_engineer_idx ON ${schema}.mtc_order (current_egn_id, seq_state, action_state) INCLUDE (finish_time, apply_time)`,
    `CREATE INDEX mtc_order_finish_idx ON ${schema}.mtc_order (finish_time) INCLUDE (current_egn_id, current_egn_name, work_hours) WHERE seq_state = '02'`,
    `CREATE INDEX mtc_order_apply_idx ON ${schema}.mtc_order (apply_time) INCLUDE (dept_id, current_egn_id, current_egn_name, transfer_count)`,

    `CREATE TABLE ${schema}.task_plan (
       id char(24) PRIMARY KEY,
       task_type varchar(16) NOT NULL,
       plan_name varchar(100) NOT NULL,
       cycle_days integer NOT NULL,
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    `CREATE TABLE ${schema}.eqp_task (
       id char(24) PRIMARY KEY,
       task_type varchar(16) NOT NULL,
       plan_id char(24) REFERENCES ${schema}.task_plan(id) ON DELETE SET NULL,
       eqp_id char(24) REFERENCES ${schema}.eqp(id) ON DELETE CASCADE,
       dept_id char(24) NOT NULL,
       person_id char(24),
       person_name varchar(50),
       status varchar(2) NOT NULL,
       due_date date NOT NULL,
       finish_time timestamp(0),
       create_date_time timestamp(0) NOT NULL,
       lstupd_date_time timestamp(0) NOT NULL
     )`,
    // Open tasks per type (team summaries, pending counts, preventive "to do" and "overdue").
    `CREATE INDEX eqp_task_status_idx ON ${schema}.eqp_task (status, task_type) INCLUDE (person_id, person_name)`,
    // Tasks completed in a period (this week, this month), of every type: a range on finish time.
    `CREATE INDEX eqp_task_done_idx ON ${schema}.eqp_task (finish_time) INCLUDE (task_type, person_id, person_name) WHERE status = '04'`,
    // Tasks due in a period (this month's plan).
    `CREATE INDEX eqp_task_due_idx ON ${schema}.eqp_task (due_date) INCLUDE (task_type)`,
    // "Mine" counts.
    `CREATE INDEX eqp_task_person_idx ON ${schema}.eqp_task (person_id, task_type, status) INCLUDE (finish_time)`,
    `CREATE INDEX eqp_task_eqp_idx ON ${schema}.eqp_task (eqp_id)`,

    // One row per networked equipment and month: days switched on out of days monitored.
    `CREATE TABLE ${schema}.eqp_boot_record (
       eqp_id char(24) NOT NULL REFERENCES ${schema}.eqp(id) ON DELETE CASCADE,
       boot_month date NOT NULL,
       dept_id char(24) NOT NULL,
       boot_days smallint NOT NULL,
       monitored_days smallint NOT NULL,
       run_hours numeric(7, 1) NOT NULL DEFAULT 0,
       PRIMARY KEY (eqp_id, boot_month)
     )`,
    `CREATE INDEX eqp_boot_record_month_idx ON ${schema}.eqp_boot_record (boot_month, dept_id) INCLUDE (boot_days, monitored_days)`,
  ];
}
