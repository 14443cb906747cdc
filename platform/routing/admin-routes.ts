import type { RouteMeta, ShellRoute } from './menu-routes';

/** The key of a route title in the `shell.routes` catalogue. */
export type AdminRouteTitleKey =
  | 'adminDashboard'
  | 'acctManage'
  | 'newsManage'
  | 'systemSettings'
  | 'dic'
  | 'operateLog'
  | 'hospital'
  | 'hosp'
  | 'hospMenu'
  | 'hospRole'
  | 'hospPermission'
  | 'hospDept'
  | 'hospUser'
  | 'subManage'
  | 'subItems'
  | 'compSub'
  | 'industryKnowledge'
  | 'lawsManage'
  | 'operationDoc'
  | 'adverseEvent'
  | 'registrationInfo'
  | 'modelManage'
  | 'companyManage'
  | 'companyUser'
  | 'paramManage'
  | 'sqlManage'
  | 'wxMsgPush'
  | 'wxMsgOutbox'
  | 'hospFeedback'
  | 'projectUpdateLog'
  | 'appProjectUpdateLog'
  | 'knowledgePermission'
  | 'appHospInfo'
  | 'appRole'
  | 'wxInterface'
  | 'quartzJob'
  | 'quartzLog'
  | 'hospSecretKeyConfig'
  | 'displayKey';

interface AdminRouteDefinition {
  path: string;
  title: AdminRouteTitleKey;
  icon?: string;
  affix?: boolean;
  children?: AdminRouteDefinition[];
}

const page = (path: string, title: AdminRouteTitleKey, extra: Partial<AdminRouteDefinition> = {}): AdminRouteDefinition => ({
  path,
  title,
  ...extra,
});

/**
 * A super admin's routes: seed 000 section 2.3, plus the platform screens of documents 2 and 3
 * that the standard hospital menus also place under /admin (accounts, hospital users and
 * departments, company users, mini-program interface, jobs and job logs).
 */
const ADMIN_ROUTE_DEFINITIONS: AdminRouteDefinition[] = [
  page('/admin/dashboard', 'adminDashboard', { icon: 'dashboard', affix: true }),
  page('/admin/acct-manage', 'acctManage', { icon: 'user' }),
  page('/admin/news-manage', 'newsManage', { icon: 'notification' }),
  { path: '/admin/system-param', title: 'systemSettings', icon: 'settings', children: [page('/admin/system-param/dic', 'dic')] },
  page('/admin/operate-log', 'operateLog', { icon: 'history' }),
  {
    path: '/admin/hospital',
    title: 'hospital',
    icon: 'home',
    children: [
      page('/admin/hospital/hosp', 'hosp'),
      page('/admin/hospital/hosp-menu', 'hospMenu'),
      page('/admin/hospital/hosp-role', 'hospRole'),
      page('/admin/hospital/hosp-permission', 'hospPermission'),
      page('/admin/hospital/hosp-dept', 'hospDept'),
      page('/admin/hospital/hosp-user', 'hospUser'),
    ],
  },
  {
    path: '/admin/sub-manage',
    title: 'subManage',
    icon: 'apps',
    children: [page('/admin/sub-manage/sub-items', 'subItems'), page('/admin/sub-manage/comp-sub', 'compSub')],
  },
  {
    path: '/admin/industry-knowledge-manage',
    title: 'industryKnowledge',
    icon: 'book',
    children: [
      page('/admin/industry-knowledge-manage/laws-manage', 'lawsManage'),
      page('/admin/industry-knowledge-manage/operation-doc-mng', 'operationDoc'),
      page('/admin/industry-knowledge-manage/adverse-event-manage', 'adverseEvent'),
      page('/admin/industry-knowledge-manage/registrationinfo-manage', 'registrationInfo'),
    ],
  },
  page('/admin/model-manage', 'modelManage', { icon: 'layers' }),
  page('/admin/company-manage', 'companyManage', { icon: 'common' }),
  page('/admin/company-user', 'companyUser', { icon: 'user-group' }),
  page('/admin/param-manage', 'paramManage', { icon: 'tool' }),
  page('/admin/sql-manage', 'sqlManage', { icon: 'code' }),
  page('/admin/wx-msg-push', 'wxMsgPush', { icon: 'send' }),
  page('/admin/wx-msg-push/outbox', 'wxMsgOutbox', { icon: 'send' }),
  page('/admin/hosp-feedback', 'hospFeedback', { icon: 'message' }),
  page('/admin/project-update-log-admin', 'projectUpdateLog', { icon: 'file' }),
  page('/admin/app-project-update-log-admin', 'appProjectUpdateLog', { icon: 'file' }),
  page('/admin/knowledge-permission', 'knowledgePermission', { icon: 'lock' }),
  page('/admin/app-hosp-info', 'appHospInfo', { icon: 'mobile' }),
  page('/admin/app-role', 'appRole', { icon: 'user-group' }),
  page('/admin/wx-interface', 'wxInterface', { icon: 'mobile' }),
  page('/admin/quartz-job', 'quartzJob', { icon: 'schedule' }),
  page('/admin/quartz-log', 'quartzLog', { icon: 'history' }),
  page('/admin/hosp-secret-key-config', 'hospSecretKeyConfig', { icon: 'safe' }),
  page('/admin/display-key', 'displayKey', { icon: 'lock' }),
];

function pagePaths(definitions: AdminRouteDefinition[]): string[] {
  return definitions.flatMap((definition) => (definition.children ? pagePaths(definition.children) : [definition.path]));
}

/** Every admin page path, for the route guard (which knows nothing of titles). */
export const ADMIN_PAGE_PATHS: ReadonlySet<string> = new Set(pagePaths(ADMIN_ROUTE_DEFINITIONS));

/** The admin routes with their titles in the current language; admins hold every auth id. */
export function adminRoutes(titleOf: (key: AdminRouteTitleKey) => string): ShellRoute[] {
  const build = (definitions: AdminRouteDefinition[]): ShellRoute[] =>
    definitions.map((definition) => {
      const meta: RouteMeta = {
        title: titleOf(definition.title),
        icon: definition.icon ?? null,
        noCache: false,
        affix: definition.affix ?? false,
        authId: null,
      };
      return { path: definition.path, meta, hidden: false, children: build(definition.children ?? []) };
    });
  return build(ADMIN_ROUTE_DEFINITIONS);
}
