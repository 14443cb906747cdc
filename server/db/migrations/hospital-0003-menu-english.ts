import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The standard baseline's English menu names by path, in the baseline's order: frozen (issue 31)
 * from server/seed/standard-init-data.ts as it stood when this migration was frozen, so the
 * migration stays the same whatever the seed or the schemas become.
 */
const MENU_NAMES_EN: readonly (readonly [path: string, en: string])[] = [
  ['/home/dashboard', 'Home'],
  ['/eqp', 'Equipment'],
  ['/eqp/index', 'Equipment ledger'],
  ['/mtc-record', 'Repair records'],
  ['/insured-equipment-record', 'Insured equipment'],
  ['/guar-equipment-record', 'Out-of-warranty equipment'],
  ['/inventory-check-record/index', 'Stocktaking records'],
  ['/task', 'Tasks'],
  ['/daily-patrol-detail', 'Daily patrols'],
  ['/patrol-detail', 'Patrol tasks'],
  ['/dept-patrol-detail', 'Department patrols'],
  ['/maintain-detail', 'Maintenance tasks'],
  ['/quality-detail', 'Quality control tasks'],
  ['/metering-plan', 'Metering tasks'],
  ['/eqpLevelOne/major-patrol/major-patrol-detail', 'Major equipment patrols'],
  ['/admin', 'System'],
  ['/admin/dashboard', 'Admin home'],
  ['/admin/acct-manage', 'Platform accounts'],
  ['/admin/news-manage', 'News'],
  ['/admin/system-param', 'System settings'],
  ['/admin/system-param/dic', 'Dictionary'],
  ['/admin/operate-log', 'Operation log'],
  ['/admin/hospital', 'Hospitals'],
  ['/admin/hospital/hosp', 'Hospital list'],
  ['/admin/hospital/hosp-menu', 'Hospital menus'],
  ['/admin/hospital/hosp-role', 'Hospital roles'],
  ['/admin/hospital/hosp-permission', 'Hospital permissions'],
  ['/admin/hospital/hosp-dept', 'Hospital departments'],
  ['/admin/hospital/hosp-user', 'Hospital users'],
  ['/admin/sub-manage', 'Subscriptions'],
  ['/admin/sub-manage/sub-items', 'Subscription items'],
  ['/admin/sub-manage/comp-sub', 'Company subscriptions'],
  ['/admin/industry-knowledge-manage', 'Industry knowledge'],
  ['/admin/industry-knowledge-manage/laws-manage', 'Laws and regulations'],
  ['/admin/industry-knowledge-manage/operation-doc-mng', 'Product manuals'],
  ['/admin/industry-knowledge-manage/adverse-event-manage', 'Adverse events'],
  ['/admin/industry-knowledge-manage/registrationinfo-manage', 'Registration certificates'],
  ['/admin/model-manage', 'Models'],
  ['/admin/company-manage', 'Companies'],
  ['/admin/company-user', 'Company users'],
  ['/admin/param-manage', 'System parameters'],
  ['/admin/sql-manage', 'SQL'],
  ['/admin/wx-msg-push', 'WeChat messages'],
  ['/admin/hosp-feedback', 'Hospital feedback'],
  ['/admin/project-update-log-admin', 'Release notes'],
  ['/admin/app-project-update-log-admin', 'Mini-program release notes'],
  ['/admin/knowledge-permission', 'Knowledge base permissions'],
  ['/admin/app-hosp-info', 'Mini-program hospitals'],
  ['/admin/app-role', 'Mini-program roles'],
  ['/admin/wx-interface', 'Mini-program interface'],
  ['/admin/quartz-job', 'Scheduled jobs'],
  ['/admin/quartz-log', 'Job logs'],
  ['/admin/hosp-secret-key-config', 'Hospital secret keys'],
  ['/admin/display-key', 'Display keys'],
  ['/cockpit', 'Cockpits'],
  ['/digital', 'Data Analysis Cockpit'],
  ['/president-cockpit', 'President cockpit'],
  ['/repaire-cockpit', 'Repair cockpit'],
  ['/repaire-team-cockpit', 'Repair team cockpit'],
  ['/mtc-monitor-cockpit', 'Repair monitoring cockpit'],
  ['/inspection-workbench', 'Patrol workbench'],
  ['/maintenance-table', 'Preventive maintenance cycle table'],
  ['/monitoring-center-cockpit', 'Monitoring centre cockpit'],
  ['/eqp-run-monitoring-cockpit', 'Equipment running monitoring cockpit'],
  ['/medical-env-monitoring-cockpit', 'Medical environment monitoring cockpit'],
];

/**
 * A menu's English name (shown when the console is in English). Hospitals initialised before this
 * column existed get the standard baseline's English names by path; menus of their own keep none
 * (the console then shows menu_name) until an administrator gives one.
 */
export function hospitalMenuEnglish(schema: string): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql.raw(`ALTER TABLE ${schema}.menu ADD COLUMN IF NOT EXISTS menu_name_en varchar(100)`).execute(db);
      const names = MENU_NAMES_EN.map(([path, en]) => sql`(${path}, ${en})`);
      await sql`UPDATE ${sql.table(`${schema}.menu`)} AS m SET menu_name_en = v.en
        FROM (VALUES ${sql.join(names)}) AS v(path, en)
        WHERE m.path = v.path AND m.menu_name_en IS NULL`.execute(db);
    },
  };
}
