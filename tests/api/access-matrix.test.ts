import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { adminToken, MISSING_ID } from '../support/entity-api.js';
import { startServer, type RunningServer } from '../support/start-server.js';
import { createHospitalUser, hospUserCalls, NEW_PASSWORD, uniquePhone } from './hosp-user-support.js';

/**
 * Issue 11 item 4: who may call what, generated from the server's own description of itself
 * (GET /api/openapi.json) and the schemas it serves, so an endpoint added tomorrow is in the matrix
 * without editing this file. Its own server: a call that wrongly succeeds must not spoil the others.
 *
 * - no token, a garbage token, a logged-out token: every non-public call answers 098;
 * - a user holding EVERY permission in hospital 10003 names hospital 10001 in every way a hospital
 *   can be named (body, number, query hospCode, hosp_code, hospCodeList): no call about a hospital
 *   answers success, and no answer carries 10001's marker;
 * - the same user writes platform tables (add, update, batch update, delete, actions, write
 *   endpoints): all refused, 403;
 * - a user bound to 10001 with a role holding NO permission id calls every guarded operation: 403
 *   (a row's history and revert included, issue 29);
 * - issue 26: the selectors and the exports, for a super admin, a hospital administrator of 10003
 *   and a hospital user bound to no hospital, each naming their own hospital and another one: no
 *   answer carries another hospital's data, and a hospital they may not use is refused, never
 *   answered for some other hospital.
 */

interface Operation {
  path: string;
  method: string;
  isPublic: boolean;
  body: Record<string, unknown>;
  pathParams: Record<string, string>;
  mentionsHospital: boolean;
}

interface EntityInfo {
  name: string;
  scope: 'platform' | 'hospital';
  endpoint: string;
  operations: string[];
  permissions: Record<string, string>;
  actions?: { name: string; kind?: string; permission?: string; endpoint?: string; dialog?: string }[];
  endpoints?: { name: string; method?: string; path?: string; permission?: string; hospitalChecked?: boolean }[];
  /** Operations served at another method and path (the scheduled jobs' PUT and DELETE). */
  operationRoutes?: Record<string, { method: string; path: string }>;
  dialogs?: Record<string, unknown>;
}

/**
 * A row's history and revert (issue 29 part 3), where the server documents them: the history reads
 * with the query permission, the revert writes with the update permission.
 */
function rowHistoryRoutes(entity: EntityInfo): { history?: [string, string, string]; revert?: [string, string, string] } {
  const documented = (path: string) => operations.some((operation) => operation.method === 'POST' && operation.path === path);
  const history = `${entity.endpoint}/history`;
  const revert = `${entity.endpoint}/revert`;
  return {
    ...(documented(history) ? { history: [entity.permissions.query ?? 'superAdmin', 'POST', history] as [string, string, string] } : {}),
    ...(documented(revert) ? { revert: [entity.permissions.update ?? 'superAdmin', 'POST', revert] as [string, string, string] } : {}),
  };
}
/** Issue 29: every entity with an engine add and its dialog takes imports, under the add permission. */
const importRoutes = (entity: EntityInfo): [string, string, string][] =>
  entity.operations.includes('add') && entity.dialogs?.add && !(entity.endpoints ?? []).some((endpoint) => endpoint.name === 'add')
    ? ['upload', 'check', 'run'].map((step) => [entity.name, 'POST', `${entity.endpoint}/import/${step}`])
    : [];

/** Where an engine operation of the entity is served, as [method, path]. */
function operationRoute(entity: EntityInfo, operation: string, defaultMethod: string): [string, string] {
  const route = entity.operationRoutes?.[operation];
  return route ? [route.method, route.path] : [defaultMethod, `${entity.endpoint}/${OPERATION_PATHS[operation] ?? operation}`];
}

const OTHER = '10001';
const HOSPITAL_NAMES = /"(hospCode|hosp_code|hospCodeList)"/;
const OPERATION_PATHS: Record<string, string> = { treeQuery: 'treeQuery', undeleteTreeQuery: 'undelete-treeQuery' };
/** The selector's documented example reads a dictionary; the hospital's own departments are what to attack. */
const PATH_PARAMS: Record<string, Record<string, string>> = { '/api/selector/{type}/{resource}': { type: '1', resource: 'dept' } };

let server: RunningServer;
let api: ApiClient;
let admin = '';
let allPermissionsElsewhere = ''; // bound to 10003 only, with a role holding every permission id there
let noPermissionHere = ''; // bound to 10001, with a role holding none
let marker = '';
let operations: Operation[] = [];
/** Calls made per part, printed at the end for the figures. */
const made: Record<string, number> = {};
let entities: EntityInfo[] = [];

interface TreeNode {
  id: string;
  children?: TreeNode[];
}
const walk = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);

/** A role in the hospital holding the given permission ids, and a new user bound to it; returns the user's token. */
async function userWithRole(hospCode: string, roleName: string, permissionIds: string[]): Promise<string> {
  const role = await api.post<string>('/db/hosp-role/add', { hospCode, roleName, wxInterfaceCode: '01', bizType: '01' }, { token: admin });
  if (role.body.code !== '0') throw new Error(`role: ${JSON.stringify(role.body)}`);
  if (permissionIds.length > 0) {
    const bound = await api.post(
      '/db/hosp-role/bindPermisson',
      { roleId: role.body.data, hospCode, hospPermissionIdList: permissionIds },
      { token: admin },
    );
    if (bound.body.code !== '0') throw new Error(`bindPermisson: ${JSON.stringify(bound.body)}`);
  }
  const user = await createHospitalUser(
    hospUserCalls(api, () => admin),
    hospCode,
    { acctName: roleName, roleName },
  );
  const token = await api.login(user.cellPhone, NEW_PASSWORD);
  const auth = await api.post('/api/auth', { hospCode }, { token });
  if (auth.body.code !== '0') throw new Error(`auth: ${JSON.stringify(auth.body)}`);
  return token;
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const requestBody = operation.requestBody as { content?: Record<string, { schema?: { example?: unknown } }> } | undefined;
      const example = requestBody?.content?.['application/json']?.schema?.example;
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema?: { example?: unknown } }[];
      const pathParams =
        PATH_PARAMS[path] ??
        Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(p.schema?.example ?? MISSING_ID)]));
      return {
        path,
        method: method.toUpperCase(),
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        body: example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {},
        pathParams,
        // What the call takes, not what it answers (a hospital list names hospitals too).
        mentionsHospital: HOSPITAL_NAMES.test(JSON.stringify([operation.parameters, operation.requestBody])),
      };
    }),
  );
}

const urlOf = (operation: Operation, query = '') =>
  operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(operation.pathParams[name] ?? MISSING_ID)) + query;

/** One call; an answer that is not the JSON envelope (a file, a page) is reported as code 'not-json'. */
async function call(
  operation: Operation,
  token: string | undefined,
  body: Record<string, unknown>,
  query = '',
): Promise<Pick<ApiResponse<unknown>, 'body'>> {
  const url = urlOf(operation, query);
  try {
    return await api.call(
      operation.method,
      url,
      operation.method === 'GET' || operation.method === 'DELETE' ? undefined : body,
      token ? { token } : {},
    );
  } catch (error) {
    if (error instanceof Error && error.message.includes('is not JSON'))
      return { body: { code: 'not-json', msg: error.message, data: null } };
    throw error;
  }
}

beforeAll(async () => {
  server = await startServer({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
  // fetch, not the client: the document's login example and the dialogs' {"passWord": "密码为必输项"}
  // would trip the client's password check.
  const read = async (path: string) => (await fetch(`${server.baseUrl}${path}`, { headers: { token: admin } })).json();
  operations = operationsOf((await read('/api/openapi.json')) as never);
  const names = ((await read('/api/entities')) as { data: { name: string }[] }).data.map((entity) => entity.name);
  entities = await Promise.all(names.map(async (name) => ((await read(`/api/entities/${name}`)) as { data: EntityInfo }).data));

  marker = `MATRIX-MARK-${Date.now()}`;
  const dept = await api.post('/db/hosp-dept/add', { hospCode: OTHER, deptName: marker, parentId: '0'.repeat(24) }, { token: admin });
  expect(dept.body.code).toBe('0');

  const tree = (await api.get<TreeNode[]>('/db/hosp-permission/treeQuery?hospCode=10003', { token: admin })).body.data;
  allPermissionsElsewhere = await userWithRole(
    '10003',
    `全部权限${Date.now()}`,
    walk(tree).map((node) => node.id),
  );
  noPermissionHere = await userWithRole(OTHER, `无权限${Date.now()}`, []);
});
afterAll(async () => {
  console.log(`[access-matrix] calls made: ${JSON.stringify(made)}`);
  expect(await server.stop()).toBe(0);
});

describe('the matrix itself', () => {
  it('covers the whole server: every documented call, the hospital ones among them', () => {
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter((operation) => operation.mentionsHospital).length).toBeGreaterThan(100);
    expect(entities.length).toBeGreaterThan(20);
  });
});

describe('without a live session', () => {
  it('every non-public call answers 098 with no token, a garbage token and a logged-out token', async () => {
    const loggedOut = await api.login('engineer', 'Demo@2026');
    expect((await api.get('/api/logOut', { token: loggedOut })).body.code).toBe('0');
    const bypasses: string[] = [];
    let calls = 0;
    for (const operation of operations.filter((candidate) => !candidate.isPublic)) {
      for (const [name, token] of [
        ['none', undefined],
        ['garbage', 'g'.repeat(40)],
        ['logged-out', loggedOut],
      ] as const) {
        const response = await call(operation, token, operation.body);
        calls += 1;
        if (response.body.code !== '098')
          bypasses.push(`${operation.method} ${operation.path} (${name}): ${response.body.code} ${response.body.msg}`);
      }
    }
    made.withoutSession = calls;
    expect(bypasses).toEqual([]);
    expect(calls).toBeGreaterThan(600);
    // 1,500 calls: over 30 s on a loaded machine since every entity's history and revert joined them.
  }, 180_000);
});

/** Calls that answer about the caller, never with the other hospital's data (has-hosp-purview: false). */
const ANSWERS_ABOUT_CALLER: Record<string, (data: unknown) => boolean> = {
  'POST /db/workbench/has-hosp-purview': (data) => data === false,
};

describe('a user with every permission in 10003, naming 10001', () => {
  /**
   * Each way of naming a hospital, and whether a success is itself the failure: where the call
   * documents that input (a POST body, a GET's hospCode) it must be refused; elsewhere (a body sent
   * to a GET, hosp_code where hospCode is read) the server may answer for the caller's own
   * hospital, and only 10001's data in the answer is a leak.
   */
  const namings: [string, (body: Record<string, unknown>) => [Record<string, unknown>, string], (operation: Operation) => boolean][] = [
    ['body hospCode', (body) => [{ ...body, hospCode: OTHER }, ''], (operation) => operation.method !== 'GET'],
    ['body number', (body) => [{ ...body, hospCode: Number(OTHER) }, ''], (operation) => operation.method !== 'GET'],
    ['query hospCode', (body) => [withoutHospital(body), `?hospCode=${OTHER}`], (operation) => operation.method === 'GET'],
    ['query hosp_code', (body) => [withoutHospital(body), `?hosp_code=${OTHER}`], () => false],
    ['hospCodeList', (body) => [{ ...body, hospCode: OTHER, hospCodeList: [OTHER] }, ''], (operation) => operation.method !== 'GET'],
  ];
  function withoutHospital(body: Record<string, unknown>) {
    const { hospCode: _code, hospCodeList: _list, ...rest } = body;
    return rest;
  }
  const hospitalEndpoints = () => entities.filter((entity) => entity.scope === 'hospital').map((entity) => `${entity.endpoint}/`);

  it('no call about a hospital succeeds, and no answer carries 10001’s data', async () => {
    const prefixes = hospitalEndpoints();
    const aboutHospital = operations.filter(
      (operation) => !operation.isPublic && (operation.mentionsHospital || prefixes.some((prefix) => operation.path.startsWith(prefix))),
    );
    const leaks: string[] = [];
    let calls = 0;
    for (const operation of aboutHospital) {
      const allowed = ANSWERS_ABOUT_CALLER[`${operation.method} ${operation.path}`];
      for (const [name, naming, strict] of namings) {
        const [body, query] = naming({
          id: MISSING_ID,
          idList: [MISSING_ID],
          pagedQueryInfo: { index: 1, pageSize: 10 },
          ...operation.body,
        });
        const response = await call(operation, allPermissionsElsewhere, body, query);
        calls += 1;
        const text = JSON.stringify(response.body);
        const succeeded = strict(operation) && response.body.code === '0' && !allowed?.(response.body.data);
        if (succeeded || text.includes(marker)) leaks.push(`${operation.method} ${operation.path} (${name}): ${text.slice(0, 160)}`);
      }
    }
    made.otherHospital = calls;
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(500);
  }, 180_000);
});

describe('platform writes by a hospital user holding every permission id', () => {
  it('are refused with 403: records, actions and write endpoints of every platform entity', async () => {
    const writes: [string, string, string][] = [];
    for (const entity of entities.filter((candidate) => candidate.scope === 'platform')) {
      const servedByEndpoint = new Set((entity.endpoints ?? []).map((endpoint) => endpoint.name));
      for (const operation of ['add', 'update', 'batchUpdate', 'delete'].filter(
        (name) => entity.operations.includes(name) && !servedByEndpoint.has(name),
      )) {
        writes.push([entity.name, ...operationRoute(entity, operation, 'POST')]);
      }
      for (const action of entity.actions ?? []) {
        if (action.kind === undefined || action.kind === 'form') writes.push([entity.name, 'POST', `${entity.endpoint}/${action.name}`]);
      }
      const { revert } = rowHistoryRoutes(entity);
      if (revert) writes.push([entity.name, revert[1], revert[2]]);
      writes.push(...importRoutes(entity));
      for (const endpoint of entity.endpoints ?? []) {
        // signedIn endpoints are reads open to all by the schema's choice; hospitalChecked ones check every hospital named (matrix above).
        if (endpoint.permission === 'signedIn' || endpoint.hospitalChecked || (endpoint.method ?? 'POST') === 'GET') continue;
        writes.push([entity.name, endpoint.method ?? 'POST', endpoint.path ?? `${entity.endpoint}/${endpoint.name}`]);
      }
    }
    const accepted: string[] = [];
    for (const [entity, method, path] of writes) {
      const url = path.replace(/:(\w+)/g, MISSING_ID);
      const body = method === 'DELETE' ? undefined : { id: MISSING_ID, idList: [MISSING_ID], hospCode: '10003', hospCodeList: ['10003'] };
      const response = await api.call(method, url, body, { token: allPermissionsElsewhere });
      if (response.body.code !== '403') accepted.push(`${entity} ${method} ${path}: ${response.body.code} ${response.body.msg}`);
    }
    made.platformWrites = writes.length;
    expect(accepted).toEqual([]);
    expect(writes.length).toBeGreaterThan(20);
  });
});

describe('a user bound to 10001 whose role holds no permission id', () => {
  it('is refused every guarded operation of every entity with 403', async () => {
    const guarded: [string, string, string][] = [];
    for (const entity of entities) {
      const servedByEndpoint = new Set((entity.endpoints ?? []).map((endpoint) => endpoint.name));
      for (const operation of entity.operations) {
        const permission = entity.permissions[operation] ?? 'superAdmin';
        if (permission === 'signedIn' || servedByEndpoint.has(operation)) continue;
        guarded.push([entity.name, ...operationRoute(entity, operation, operation in OPERATION_PATHS ? 'GET' : 'POST')]);
      }
      if ((entity.permissions.add ?? 'superAdmin') !== 'signedIn') guarded.push(...importRoutes(entity));
      for (const endpoint of entity.endpoints ?? []) {
        if (endpoint.permission === 'signedIn') continue;
        guarded.push([entity.name, endpoint.method ?? 'POST', endpoint.path ?? `${entity.endpoint}/${endpoint.name}`]);
      }
      for (const route of Object.values(rowHistoryRoutes(entity))) {
        if (route[0] !== 'signedIn') guarded.push([entity.name, route[1], route[2]]);
      }
    }
    const allowed: string[] = [];
    for (const [entity, method, path] of guarded) {
      const url = path.replace(/:(\w+)/g, MISSING_ID);
      const body = {
        id: MISSING_ID,
        idList: [MISSING_ID],
        hospCode: OTHER,
        hospCodeList: [OTHER],
        pagedQueryInfo: { index: 1, pageSize: 10 },
      };
      // An import's upload is the file itself: its hospital comes in the query, like a GET's.
      const queryNamesHospital = method === 'GET' || method === 'DELETE' || path.endsWith('/import/upload');
      const response = queryNamesHospital
        ? await api.call(method, `${url}?hospCode=${OTHER}`, method === 'POST' ? body : undefined, { token: noPermissionHere })
        : await api.call(method, url, body, { token: noPermissionHere });
      if (response.body.code !== '403') allowed.push(`${entity} ${method} ${path}: ${response.body.code} ${response.body.msg}`);
    }
    made.withoutPermission = guarded.length;
    expect(allowed).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
  });
});

/**
 * Issue 26 part 2: selectors and exports per kind of user. The selector resources are listed here
 * (server/selectors/selector-sources.ts and the modules registering into it); an unknown one would
 * answer 001 未知的下拉数据, which the first check below catches.
 */
const SELECTOR_RESOURCES: [type: string, resource: string][] = [
  ['0', 'USER_STATE'],
  ...[
    'hosp',
    'acct-manage-hosp',
    'role',
    'dept',
    'pre-auth',
    'hosp_init_data',
    'hosp-role-name',
    'company',
    'app-wx-interface',
    'eqp-brand',
    'eqp-model',
    'registration-info',
    'inventory-check-plan',
    'sub-items',
    'knowledge-doc',
  ].map((resource): [string, string] => ['1', resource]),
];
const HOSPITAL_NAMES_BY_CODE: Record<string, string> = {
  '10001': '示范市第一人民医院',
  '10002': '示范市中心医院',
  '10003': '示范市妇幼保健院',
};

describe('selectors and exports, per kind of user, naming their own hospital and another (issue 26)', () => {
  interface Caller {
    name: string;
    token: () => string;
    /** The hospital they work in (none for a user bound nowhere). */
    own: string | undefined;
    /** May they use any hospital (super admin)? */
    anyHospital: boolean;
  }
  let nobody = '';
  let planOf10001 = '';
  const callers: Caller[] = [
    { name: 'super admin', token: () => admin, own: '10003', anyHospital: true },
    { name: 'hospital admin of 10003', token: () => allPermissionsElsewhere, own: '10003', anyHospital: false },
    { name: 'hospital user bound nowhere', token: () => nobody, own: undefined, anyHospital: false },
  ];
  /**
   * Does an answer show 10001's data: its marker department, or (in an export, or to anyone but a
   * super admin, whose hospital lists name every hospital) 10001's name.
   */
  const shows10001 = (caller: Caller, name: string, text: string) =>
    text.includes(marker) || ((!caller.anyHospital || name.includes('export')) && text.includes(HOSPITAL_NAMES_BY_CODE[OTHER]!));
  const decodeDataUrls = (text: string) =>
    text.replace(/data:[^;"]+;charset=utf-8;base64,([A-Za-z0-9+/=]+)/g, (_match, data: string) =>
      Buffer.from(data, 'base64').toString('utf8'),
    );

  beforeAll(async () => {
    const cellPhone = uniquePhone();
    const added = await api.post(
      '/db/acct/add',
      { type: '01', cellPhone, acctName: `无医院${Date.now()}`, passWord: NEW_PASSWORD },
      { token: admin },
    );
    if (added.body.code !== '0') throw new Error(`acct: ${JSON.stringify(added.body)}`);
    nobody = await api.login(cellPhone, NEW_PASSWORD);
    const plans = await api.post<{ list: { id: string }[] }>(
      '/db/hosp-inventory-check-plan/query',
      { hospCode: OTHER, pagedQueryInfo: { index: 1, pageSize: 1 } },
      { token: admin },
    );
    planOf10001 = plans.body.data.list[0]?.id ?? MISSING_ID;
  });

  /** Every selector, single and batch, and every export, naming `hospCode`; the answers as text, decoded. */
  async function callsNaming(token: string, hospCode: string): Promise<[string, { code: string; text: string }][]> {
    const answers: [string, { code: string; text: string }][] = [];
    const keep = (name: string, body: { code: string }) =>
      answers.push([name, { code: body.code, text: decodeDataUrls(JSON.stringify(body)) }]);
    for (const [type, resource] of SELECTOR_RESOURCES) {
      keep(`GET selector ${type}/${resource}`, (await api.get(`/api/selector/${type}/${resource}?hospCode=${hospCode}`, { token })).body);
      keep(
        `batch selector ${type}/${resource}`,
        (await api.post('/api/selector/batch', { list: [{ type, resource, hospCode }] }, { token })).body,
      );
    }
    const exportPath = '/db/hosp-user-info/batch-company-acct-export';
    keep('company export hospCode', (await api.post(exportPath, { hospCode }, { token })).body);
    keep('company export hospCodeList', (await api.post(exportPath, { hospCodeList: [hospCode] }, { token })).body);
    const excel = await call(
      {
        path: '/db/hosp-inventory-check-plan/excel-download',
        method: 'POST',
        isPublic: false,
        body: {},
        pathParams: {},
        mentionsHospital: true,
      },
      token,
      {},
      `?hospCode=${hospCode}&id=${planOf10001}`,
    );
    keep('inventory excel-download', excel.body);
    const template = await call(
      {
        path: '/db/hosp-eqp-maintenance/eqp-contract-template',
        method: 'GET',
        isPublic: false,
        body: {},
        pathParams: {},
        mentionsHospital: true,
      },
      token,
      {},
      `?hospCode=${hospCode}`,
    );
    keep('contract template', template.body);
    return answers;
  }

  it('every selector resource listed here is one the server knows', async () => {
    const unknown: string[] = [];
    for (const [type, resource] of SELECTOR_RESOURCES) {
      const { body } = await api.get(`/api/selector/${type}/${resource}?hospCode=10003`, { token: admin });
      if (body.msg.startsWith('未知的下拉数据')) unknown.push(`${type}/${resource}`);
    }
    expect(unknown).toEqual([]);
  });

  it('0 cross-hospital reads and 0 re-scoped calls', async () => {
    const crossReads: string[] = [];
    const rescoped: string[] = [];
    let calls = 0;
    for (const caller of callers) {
      // Their own hospital (one bound nowhere has none: 10003 stands in, which they may not use either).
      const own = caller.own ?? '10003';
      for (const [name, answer] of await callsNaming(caller.token(), own)) {
        calls += 1;
        if (shows10001(caller, name, answer.text)) crossReads.push(`${caller.name}, own ${own}, ${name}: ${answer.text.slice(0, 160)}`);
        if (!caller.own && (answer.code === '0' || answer.code === 'not-json'))
          rescoped.push(`${caller.name}, ${own}, ${name}: answered ${answer.text.slice(0, 120)}`);
      }
      // Another hospital: 10001, where the marker department lives.
      for (const [name, answer] of await callsNaming(caller.token(), OTHER)) {
        calls += 1;
        if (caller.anyHospital) continue;
        if (answer.code === '0' || answer.code === 'not-json')
          rescoped.push(`${caller.name}, ${OTHER}, ${name}: answered ${answer.text.slice(0, 120)}`);
        else if (shows10001(caller, name, answer.text)) crossReads.push(`${caller.name}, ${OTHER}, ${name}: ${answer.text.slice(0, 160)}`);
      }
    }
    made.selectorsAndExports = calls;
    expect(crossReads).toEqual([]);
    expect(rescoped).toEqual([]);
    expect(calls).toBeGreaterThan(150);
  });

  it('a super admin naming a hospital gets that hospital’s data, not another’s', async () => {
    const dept = async (hospCode: string) =>
      JSON.stringify((await api.get(`/api/selector/1/dept?hospCode=${hospCode}`, { token: admin })).body);
    expect(await dept(OTHER)).toContain(marker);
    expect(await dept('10003')).not.toContain(marker);
    const exported = await api.post<{ url: string }>(
      '/db/hosp-user-info/batch-company-acct-export',
      { hospCode: '10003' },
      { token: admin },
    );
    const csv = decodeDataUrls(JSON.stringify(exported.body));
    expect(csv).toContain(HOSPITAL_NAMES_BY_CODE['10003']);
    expect(csv).not.toContain(HOSPITAL_NAMES_BY_CODE[OTHER]);
    expect(csv).not.toContain(HOSPITAL_NAMES_BY_CODE['10002']);
  });
});
