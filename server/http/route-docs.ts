import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';

/** What the description says about one bespoke route (entity routes describe themselves). */
export interface RouteDoc {
  summary: string;
  tag?: string;
  description?: string;
  /** A real request body (overrides the example derived from the route's schema). */
  body?: Record<string, unknown>;
  /** A real request body sent as text (a route that also takes text/plain). */
  text?: string;
  /** Real query-string values. */
  query?: Record<string, unknown>;
  /** Real path parameters. */
  params?: Record<string, unknown>;
  /** A real `data` of the success envelope. */
  response?: unknown;
}

const SESSION = '登录与会话';
const SHELL = '控制台外壳';
const DASHBOARD = '首页看板';
const ANALYSIS = '数据分析';
const WORKBENCH = '管理者工作台';
const GUARANTEE = '维保与出保';
const FILES = '上传';
const MESSAGES = '短信、微信与找回密码';
const VIEWS = '列表视图';

const hospital = { id: EXAMPLE_OBJECT_ID, hospCode: '10001', hospName: '示范市第一人民医院' };
const team = { toBeCompleted: 3, total: 12, dataList: [{ engineerId: EXAMPLE_OBJECT_ID, engineerName: '张工程师', jobCount: 3 }] };
const sum = { sum: 4 };

/**
 * Summaries and real examples of the routes that are not entity schemas, keyed by `METHOD url` as
 * Fastify has them. A route missing here is still described (from its own schema); add it here to
 * give it a summary. Shapes follow seed 000 sections 3 and 7.
 */
export const routeDocs: Record<string, RouteDoc> = {
  'POST /api/login': {
    tag: SESSION,
    summary: '登录（账号或手机号 + 密码）',
    description: '设置 Cookie tk（30 天）。连续失败 5 次后需要 verifyCode（先调 /api/img-verify），10 次锁定 15 分钟（005）。',
    body: { loginName: 'engineer', passWord: 'Demo@2026' },
    response: { verifyResult: true, token: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f', autoLogoutDelay: 180 },
  },
  'POST /api/adminLogin': {
    tag: SESSION,
    summary: '管理后台登录（仅账号类型 03）',
    body: { loginName: 'admin', passWord: 'Demo@2026' },
    response: { verifyResult: true, token: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f', autoLogoutDelay: 180, tokenExpireSeconds: 28800 },
  },
  'GET /api/logOut': { tag: SESSION, summary: '退出登录（吊销 token，清除 Cookie）', response: null },
  'POST /api/img-verify': {
    tag: SESSION,
    summary: '图形验证码（SVG data URL，5 分钟有效，只能校验一次）',
    body: { loginName: 'engineer' },
    response: { img: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=', expireSeconds: 300 },
  },
  'GET /api/hosp-list': { tag: SESSION, summary: '当前账号可进入的医院', response: [hospital] },
  'POST /api/session/keep-alive': {
    tag: SESSION,
    summary: '会话保活：续期空闲时间（控制台只在用户有操作时发送，无操作的页面照常超时）',
    body: {},
    response: null,
  },
  'GET /api/acct-type': { tag: SESSION, summary: '当前账号类型（01 医院用户、03 超级管理员；其他类型只能调用本接口）', response: '01' },
  'POST /api/acct-info': {
    tag: SESSION,
    summary: '当前账号信息',
    response: {
      id: EXAMPLE_OBJECT_ID,
      type: '01',
      acctName: '张工程师',
      acctNo: 'engineer',
      cellPhone: '13800000001',
      avatar: null,
      email: null,
      acctRoleType: '01',
      phoneMsg: false,
      vacation: false,
    },
  },
  'POST /api/auth': {
    tag: SESSION,
    summary: '选择医院：该医院的菜单与权限 id',
    body: { hospCode: '10001' },
    response: {
      menuList: [
        {
          id: EXAMPLE_OBJECT_ID,
          menuName: '设备台账',
          icon: 'el-icon-s-platform',
          sort: 1,
          path: '/eqp/index',
          component: 'eqp/index',
          parentId: '000000000000000000000000',
          hospCode: '10001',
          authId: 'eqp:list',
          hidden: false,
          affix: false,
          children: [],
        },
      ],
      authIdList: ['home:dashboard', 'eqp:list'],
    },
  },
  'GET /api/getUserInfo': {
    tag: SESSION,
    summary: '顶栏与看板用的用户信息',
    response: {
      id: EXAMPLE_OBJECT_ID,
      name: '张工程师',
      phone: '13800000001',
      avatar: null,
      email: null,
      acctNo: 'engineer',
      acctType: '01',
      acctRoleType: '01',
      isAdmin: false,
      hospInfos: [hospital],
      currentHospCode: '10001',
      autoLogoutDelay: 180,
    },
  },
  'GET /api/system/cfg': { tag: SHELL, summary: '系统配置（上传文件的访问地址）', response: { ossUrl: '/files/' } },
  'GET /api/health': { tag: SHELL, summary: '健康检查', response: { status: 'ok' } },
  'GET /api/openapi.json': { tag: SHELL, summary: '本文档（OpenAPI 3）' },
  'GET /api/entities': {
    tag: SHELL,
    summary: '调用者可见的实体列表（控制台按它挂载页面路由、显示标题）',
    response: [
      {
        name: 'dic',
        title: '系统字典',
        titleEn: 'Dictionary',
        kind: 'list',
        scope: 'platform',
        route: '/admin/system-param/dic',
        endpoint: '/db/dic',
      },
    ],
  },
  'GET /api/entity-texts': {
    tag: SHELL,
    summary: '各实体 schema 文本的英文（schemas/<name>.en.json 或 schema 内的 english），按实体名',
    query: { lang: 'en' },
    response: { dic: { 系统字典: 'Dictionary', 类型: 'Type' } },
  },
  'GET /api/entities/:name': { tag: SHELL, summary: '一个实体的 schema（schemas/<name>.json）', params: { name: 'dic' } },
  'GET /api/selector/:type/:resource': {
    tag: SHELL,
    summary: '下拉选项：type 0 为字典（resource 为字典键），1 为业务资源（hosp、dept、role ...）',
    params: { type: '0', resource: 'ACCT_TYPE' },
    response: [
      { value: '01', label: '医院级标准用户' },
      { value: '03', label: '超级管理员' },
    ],
  },
  'POST /api/selector/batch': {
    tag: SHELL,
    summary: '一次取多个下拉选项',
    body: {
      list: [
        { type: '0', resource: 'ACCT_TYPE' },
        { type: '1', resource: 'dept', hospCode: '10001' },
      ],
    },
    response: { ACCT_TYPE: [{ value: '01', label: '医院级标准用户' }], dept: [{ value: EXAMPLE_OBJECT_ID, label: '医学装备部' }] },
  },
  'GET /api/subsystem/links': {
    tag: SHELL,
    summary: '四个子系统的地址（测试主机得到测试地址）',
    response: {
      environment: 'test',
      links: {
        manager: 'https://asset-center-test.example.com/',
        benefit: 'https://benefit-center-test.example.com/',
        sharingCenter: 'https://sharing-center-test.example.com/',
        maintenanceCycle: 'https://pm-cycle-center-test.example.com/',
      },
    },
  },
  'POST /acct-center/api/web/subsystem-auth-check': {
    tag: SHELL,
    summary: '子系统权限（效益分析、共享中心）',
    body: { tk: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f', additional_info: EXAMPLE_OBJECT_ID },
    response: { benefit: true, sharingCenter: false },
  },
  'POST /acct-center/api/web/upd-acct-info': {
    tag: SHELL,
    summary: '保存个人设置（头像、邮箱、短信、休假）',
    body: { avatar: null, email: 'zhang.san@example.com', phoneMsg: true, vacation: false },
  },
  'GET /acct-center/api/web/pwd-public-key': {
    tag: SHELL,
    summary: '修改密码用的 RSA 公钥与一次性 token（300 秒）',
    response: { publicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA…', token: '5f1e2d3c4b5a69788796a5b4c3d2e1f0', expireSeconds: 300 },
  },
  'POST /acct-center/api/web/upd-acct-pwd': {
    tag: SHELL,
    summary: '修改密码（三个密码字段均以 pwd-public-key 的公钥 RSA-OAEP 加密）',
    body: {
      passWord: 'base64 密文…',
      newPassWord: 'base64 密文…',
      newPassWordConfirm: 'base64 密文…',
      token: '5f1e2d3c4b5a69788796a5b4c3d2e1f0',
    },
    response: null,
  },

  'POST /api/dashboard/session-info': {
    tag: DASHBOARD,
    summary: '看板会话信息（acctRoleType 决定看板）',
    body: { hospCode: '10001' },
    response: { acctRoleType: '01', id: EXAMPLE_OBJECT_ID },
  },
  'POST /api/dashboard/month-eqp-increased-sum': { tag: DASHBOARD, summary: '本月新增设备', body: { hospCode: '10001', time: '2026-11' } },
  'POST /api/dashboard/mtc-sum': { tag: DASHBOARD, summary: '团队工作台：维修', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/daily-partrol-sum': { tag: DASHBOARD, summary: '团队工作台：日常巡检', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/partrol-sum': { tag: DASHBOARD, summary: '团队工作台：巡检', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/dept-patrol-sum': { tag: DASHBOARD, summary: '团队工作台：科室巡检', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/maintain-sum': { tag: DASHBOARD, summary: '团队工作台：保养', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/quality-sum': { tag: DASHBOARD, summary: '团队工作台：质控', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/metering-sum': { tag: DASHBOARD, summary: '团队工作台：计量', body: { hospCode: '10001' }, response: team },
  'POST /api/dashboard/major-patrol-sum': {
    tag: DASHBOARD,
    summary: '团队工作台：大型设备巡检',
    body: { hospCode: '10001' },
    response: team,
  },
  'POST /api/dashboard/engineer-sum': {
    tag: DASHBOARD,
    summary: '我的待办数量',
    body: { hospCode: '10001', mine: true },
    response: {
      waitMtc: 2,
      waiDailyPatrol: 5,
      waitPatrol: 1,
      waitMaintain: 3,
      waitQuality: 0,
      waitMetering: 1,
      waitScrapEqp: 0,
      waitMajorPatrol: 0,
    },
  },
  'POST /api/dashboard/item-remind-count': {
    tag: DASHBOARD,
    summary: '事项提醒',
    body: { hospCode: '10001', mine: true },
    response: {
      newMtcTotal: 2,
      longWaitTotal: 1,
      longMtcTotal: 0,
      dailyPatrolDelayTotal: 3,
      partrolDelayTotal: 1,
      maintainDelayTotal: 2,
      qualityDelayTotal: 0,
      meteringDelayTotal: 1,
      total: 10,
    },
  },
  'POST /api/dashboard/company-sum-info': {
    tag: DASHBOARD,
    summary: '设备数量与资产总额',
    body: { hospCode: '10001' },
    response: { eqpCount: 5000, totalPrice: 123456789.5 },
  },
  'POST /api/dashboard/eqp-boot-rate': {
    tag: DASHBOARD,
    summary: '设备开机率（最多六个月）',
    body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] },
  },
  'POST /api/dashboard/sub-group-sum-info': {
    tag: DASHBOARD,
    summary: '子集团汇总（查询参数 hospCode、taskType）',
    query: { hospCode: '10001' },
  },
  'POST /api/eqp-not-done': { tag: DASHBOARD, summary: '未完成的维修单', body: { hospCode: '10001', mine: true, limit: 6 } },
  'POST /api/finish-work-record': {
    tag: DASHBOARD,
    summary: '我的关键统计',
    body: { hospCode: '10001', myMaintain: true },
    response: { eqpTotal: 120, waitCheckTotal: 2, weeklyMaintenance: 3, weeklyMaintain: 4, monthMaintenance: 10, monthMaintain: 12 },
  },
  'POST /api/eqp-asset-distribution-pc': { tag: DASHBOARD, summary: '设备资产分布', body: { hospCode: '10001' } },
  'POST /api/large-eqp-query': {
    tag: DASHBOARD,
    summary: '大型设备（分页）',
    body: { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 } },
  },
  'POST /api/eqp-running-rate': { tag: DASHBOARD, summary: '设备运行率', body: { hospCode: '10001' } },
  'POST /api/dashboard/maintenance-cycle-table': {
    tag: DASHBOARD,
    summary: '预防性维护周期表（计划 × 月份：已完成 / 待完成 / 已超期）',
    body: { hospCode: '10001', year: 2026 },
    response: {
      year: 2026,
      months: [
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
        '2026-12',
      ],
      plans: [
        {
          planId: EXAMPLE_OBJECT_ID,
          planName: '2026年度保养计划',
          taskType: 'maintain',
          cycleDays: 90,
          cells: [{ month: '2026-01', done: 12, due: 0, overdue: 1 }],
        },
      ],
    },
  },

  'POST /api/data-analysis/dept-count': { tag: ANALYSIS, summary: '各科室设备数量', body: { hospCode: '10001' } },
  'POST /api/data-analysis/dept-price-sum': { tag: ANALYSIS, summary: '各科室设备金额', body: { hospCode: '10001' } },
  'POST /api/data-analysis/eqp-price-rank': { tag: ANALYSIS, summary: '设备金额排行', body: { hospCode: '10001', limit: 10 } },
  'POST /api/data-analysis/eqp-type-count': { tag: ANALYSIS, summary: '各类型设备数量', body: { hospCode: '10001' } },
  'POST /api/data-analysis/eqp-type-price': { tag: ANALYSIS, summary: '各类型设备金额', body: { hospCode: '10001' } },
  'POST /api/data-analysis/monthly-dept-dist': {
    tag: ANALYSIS,
    summary: '每月各科室维修分布',
    body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] },
  },
  'POST /api/data-analysis/monthly-eng-dist': {
    tag: ANALYSIS,
    summary: '每月各工程师维修分布',
    body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] },
  },
  'POST /api/data-analysis/monthly-eng-rep-job-transfer': {
    tag: ANALYSIS,
    summary: '每月工程师转单',
    body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] },
  },
  'POST /api/data-analysis/monthly-eng-rep-work': {
    tag: ANALYSIS,
    summary: '每月工程师维修工作量',
    body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] },
  },

  'POST /db/workbench/eqp-count-price-uery': {
    tag: WORKBENCH,
    summary: '设备数量与资产总额（拼写依原系统）',
    body: { hospCode: '10001' },
    response: { eqpCount: 5000, totalPrice: 123456789.5 },
  },
  'POST /db/workbench/eqp-group-mouth-query': {
    tag: WORKBENCH,
    summary: '每月开机率（角色 03）',
    body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] },
  },
  'POST /db/workbench/eqp-mtc-and-normal-count-query': {
    tag: WORKBENCH,
    summary: '各标签运行状态（正常 / 故障）',
    body: { hospCode: '10001' },
  },
  'POST /db/workbench/eqp-mtc-status-count-query': {
    tag: WORKBENCH,
    summary: '维修状态数量',
    body: { hospCode: '10001' },
    response: {
      tobeApply: 1,
      waitMtc: 2,
      mtcingCount: 3,
      waitAccCount: 0,
      accArriveCount: 1,
      extraMtcCount: 0,
      tobeCheckCount: 2,
      otherCount: 0,
    },
  },
  'POST /db/workbench/eqp-status-rate-query': {
    tag: WORKBENCH,
    summary: '设备状态',
    body: { hospCode: '10001' },
    response: { normalCount: 4800, waitMtcCount: 60, mtcingCount: 100, waitScrapCount: 40, allCount: 5000 },
  },
  'POST /db/workbench/eqp-tag-count-rate-query': {
    tag: WORKBENCH,
    summary: '各标签设备占比',
    body: { hospCode: '10001' },
    response: [{ tagName: '急救设备', tagCode: '01', eqpCount: 120, tagRate: 2.4 }],
  },
  'POST /db/workbench/eqp-tag-use-rate-query': {
    tag: WORKBENCH,
    summary: '各标签设备使用率',
    body: { hospCode: '10001' },
    response: [{ tagName: '急救设备', eqpCount: 120, usingCount: 96, useRate: 0.8 }],
  },
  'POST /db/workbench/has-hosp-purview': { tag: WORKBENCH, summary: '是否有全院视图', body: { hospCode: '10001' } },
  'POST /db/workbench/mtc-eqp-list-query': { tag: WORKBENCH, summary: '维修中的设备（轮播）', body: { hospCode: '10001', limit: 6 } },
  'POST /db/workbench/work-count-query': { tag: WORKBENCH, summary: '预防性维护任务（按计划）', body: { hospCode: '10001' } },

  'POST /db/hosp-eqp-maintenance/guar-info': {
    tag: GUARANTEE,
    summary: '本月出保数量',
    body: { hospCode: '10001', time: '2026-11', acctCheck: '02' },
    response: sum,
  },
  'POST /db/hosp-eqp-maintenance/insured-info': {
    tag: GUARANTEE,
    summary: '本月在保数量',
    body: { hospCode: '10001', time: '2026-11', acctCheck: '02' },
    response: sum,
  },
  'POST /db/hosp-eqp-maintenance/about-guar-info': {
    tag: GUARANTEE,
    summary: '未来三个月将出保数量',
    body: { hospCode: '10001', time: '2026-11', acctCheck: '02' },
    response: sum,
  },
  'POST /db/hosp-eqp-maintenance/guard-info': {
    tag: GUARANTEE,
    summary: '维保合同数量',
    body: { hospCode: '10001', time: '2026-11', acctCheck: '02' },
    response: sum,
  },
  'POST /db/hosp-eqp-maintenance/info': { tag: GUARANTEE, summary: '维保概况（查询参数 hospCode）', query: { hospCode: '10001' } },
  'POST /db/hosp-eqp-maintenance/hosp-eqp-mtc-guar': {
    tag: GUARANTEE,
    summary: '维修与保修汇总',
    body: { hospCode: '10001', time: '2026-11' },
  },
  'POST /db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query': {
    tag: GUARANTEE,
    summary: '在保 / 出保 / 将出保设备（分页）',
    body: { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 }, queryType: 'insured', time: '2026-11', acctCheck: '02' },
  },
  'POST /db/hosp-eqp-maintenance/hosp-eqp-maintenance-modify': {
    tag: GUARANTEE,
    summary: '修改保修与保险信息',
    body: { hospCode: '10001', id: EXAMPLE_OBJECT_ID, guarStartDate: '2025-01-01', guarEndDate: '2027-12-31' },
  },
  'GET /db/hosp-eqp-maintenance/eqp-contract-template': { tag: GUARANTEE, summary: '下载维保合同导入模板', query: { hospCode: '10001' } },

  'POST /api/oss/policy': {
    tag: FILES,
    summary: '上传签名（policy + HMAC），随后把文件直接 POST 到返回的 action',
    body: { type: 'IMG_AVATAR', size: 1, fileNameList: ['avatar.png'] },
  },
  'POST /api/oss/upload': { tag: FILES, summary: '按签名上传文件（multipart/form-data：key、policy、signature、OSSAccessKeyId、file）' },
  'POST /api/ossUpload': { tag: FILES, summary: '直接上传文件（multipart/form-data）' },

  'POST /api/system/sql-format': {
    tag: SHELL,
    summary: 'SQL 格式化（PostgreSQL，关键字大写；仅超级管理员；不执行）',
    description: '请求体 {sql}，或以 text/plain 直接发送 SQL 文本；最多 100000 个字符。',
    body: { sql: 'select id, acct_name from platform.acct where state = $1' },
    text: 'select id, acct_name from platform.acct where state = $1',
    response: 'SELECT\n  id,\n  acct_name\nFROM\n  platform.acct\nWHERE\n  state = $1',
  },
  'POST /api/admin/wx-msg-send': {
    tag: MESSAGES,
    summary: '发送微信消息给账号或医院的全部用户（仅超级管理员；写入消息发件箱，docs/messaging.md）',
    body: { title: '设备巡检提醒', content: '请于本周五前完成巡检。', hospCode: '10001' },
    response: { count: 2 },
  },
  'POST /api/msg-verify': {
    tag: MESSAGES,
    summary: '发送短信验证码（找回密码；哈希保存，5 分钟有效，按手机号和地址限频；不透露手机号是否有账号）',
    body: { cellPhone: '13800000001', purpose: 'forgotpass' },
    response: { expireSeconds: 300, intervalSeconds: 60 },
  },
  'POST /api/authenticate': {
    tag: MESSAGES,
    summary: '校验短信验证码，换取一次性重置凭证（5 次错误后作废）',
    body: { cellPhone: '13800000001', verifyCode: '123456', purpose: 'forgotpass' },
    response: { token: 'UKNu6oOZcy_LkzCiGCfH8s4p4fn3WbgC', expireSeconds: 300 },
  },
  'POST /api/forgotpass-reset': {
    tag: MESSAGES,
    summary: '用重置凭证设置新密码（规则同修改密码；结束该账号的全部会话）',
    body: {
      cellPhone: '13800000001',
      token: 'UKNu6oOZcy_LkzCiGCfH8s4p4fn3WbgC',
      newPassWord: 'New@2027x',
      newPassWordConfirm: 'New@2027x',
    },
    response: null,
  },
  'POST /api/list-views/query': {
    tag: VIEWS,
    summary: '列表页面的已存视图（自己的、共享给我的角色的、共享给所有人的）、我的默认视图与我可用的共享范围 scopes（需该列表的查询权限）',
    body: { entity: 'hosp-eqp', hospCode: '10001' },
    response: {
      views: [
        {
          id: EXAMPLE_OBJECT_ID,
          name: '待修设备',
          scope: 'me',
          roleId: null,
          mine: true,
          state: {
            filters: { eqpName: '监护仪' },
            sort: { field: 'eqpName', order: 'asc' },
            columns: ['eqpName', 'eqpCode'],
            pageSize: 20,
          },
          updated: '2026-11-28 09:00:00',
        },
      ],
      defaultId: EXAMPLE_OBJECT_ID,
      scopes: ['me', 'role', 'all'],
    },
  },
  'POST /api/list-views/save': {
    tag: VIEWS,
    summary: '保存视图：新增（无 id）或覆盖自己的视图（有 id）；共享给角色需管理角色的权限，共享给所有人仅超级管理员',
    body: { entity: 'hosp-eqp', hospCode: '10001', name: '待修设备', scope: 'me', state: { filters: { eqpName: '监护仪' }, pageSize: 20 } },
    response: EXAMPLE_OBJECT_ID,
  },
  'POST /api/list-views/delete': {
    tag: VIEWS,
    summary: '删除自己的视图（超级管理员可删除任何视图）',
    body: { id: EXAMPLE_OBJECT_ID },
    response: null,
  },
  'POST /api/list-views/default': {
    tag: VIEWS,
    summary: '设置（id）或取消（null）我在该列表的默认视图',
    body: { entity: 'hosp-eqp', hospCode: '10001', id: EXAMPLE_OBJECT_ID },
    response: null,
  },
  'GET /api/wx/query-wx-authorize-info': { tag: MESSAGES, summary: '微信授权登录信息（未配置 WX_APP_ID 时答 001 未配置微信授权登录）' },
  'GET /api/wx/wx-authorize-login/:code': {
    tag: MESSAGES,
    summary: '微信授权码登录（未配置时 001；本服务器不访问微信接口）',
    params: { code: '0a1B2c3D' },
  },
};
