/** The groups of /api/openapi.json that bespoke routes share across files (RouteDoc.tag). */
export const DocTag = {
  session: '登录与会话',
  shell: '控制台外壳',
  dashboard: '首页看板',
  analysis: '数据分析',
  workbench: '管理者工作台',
  guarantee: '维保与出保',
  files: '上传',
  messages: '短信、微信与找回密码',
  views: '列表视图',
  /** The hosp schema's own group (engine/server/openapi.ts: title (endpoint)): the directory calls stay beside its list. */
  hospitals: '医院列表 (/db/hosp)',
} as const;
