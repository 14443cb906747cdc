import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { isValidHospCode } from '../db/migrate.js';
import { badRequest, ok, sessionGone } from '../http/envelope.js';
import { noBody, noQuery } from '../http/route-schemas.js';
import { authOf } from '../auth/session-context.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { setSessionHospital } from '../auth/sessions.js';
import { loadHospitalAuth } from '../hospitals/hospital-auth.js';
import { findOwnAccount } from './account-store.js';
import { accessibleHospitals, hospitalBinding } from '../auth/account-hospitals.js';
import { DocTag } from '../http/doc-tags.js';
import { acctInfoExample, hospitalAuthExample, hospitalExample, userInfoExample } from './session-doc-examples.js';
import type { OwnAccount } from '../../contracts/account.js';
import type { HospInfo, HospitalAuth, UserInfo } from '../../contracts/session.js';

/** What a signed-in console needs about its user: type, hospitals, menus and auth ids, own info. */
export function registerSessionRoutes(app: FastifyInstance, db: Db, config: ServerConfig): void {
  app.get(
    '/api/hosp-list',
    {
      schema: { querystring: noQuery },
      config: { doc: { tag: DocTag.session, summary: '当前账号可进入的医院', response: [hospitalExample] } },
    },
    async (request) => {
      const auth = authOf(request);
      return ok<HospInfo[]>(await accessibleHospitals(db, auth.acctId, auth.acctType));
    },
  );

  app.get(
    '/api/acct-type',
    {
      schema: { querystring: noQuery },
      config: {
        anyAccountType: true,
        doc: { tag: DocTag.session, summary: '当前账号类型（01 医院用户、03 超级管理员；其他类型只能调用本接口）', response: '01' },
      },
    },
    async (request) => ok(authOf(request).acctType),
  );

  app.post(
    '/api/acct-info',
    {
      schema: { body: noBody, querystring: noQuery },
      config: { doc: { tag: DocTag.session, summary: '当前账号信息', response: acctInfoExample } },
    },
    async (request) => {
      const auth = authOf(request);
      const account = await findOwnAccount(db, auth.acctId);
      if (!account) throw sessionGone();
      return ok<OwnAccount>(account);
    },
  );

  app.post<{ Body: { hospCode: string } }>(
    '/api/auth',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hospCode'],
          additionalProperties: false,
          properties: { hospCode: { type: 'string', minLength: 1, maxLength: 32 } },
        },
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.session,
          summary: '选择医院：该医院的菜单与权限 id',
          body: { hospCode: '10001' },
          response: hospitalAuthExample,
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { hospCode } = request.body;
      if (!isValidHospCode(hospCode)) throw badRequest('医院编号格式不正确');
      await assertHospitalAccess(db, auth, hospCode);
      const binding = auth.isAdmin ? undefined : await hospitalBinding(db, auth.acctId, hospCode);
      const result = await loadHospitalAuth(db, hospCode, binding?.hosp_role_id ?? null, auth.isAdmin);
      await setSessionHospital(db, auth.session.tokenHash, hospCode);
      return ok<HospitalAuth>(result);
    },
  );

  // Any authenticated call renews the idle time (session-context.ts); this one exists for a user who
  // works a long while without calling anything, typing a long text. The console sends it only
  // while there is use (platform/session/activity.ts), so an untouched page still times out.
  app.post(
    '/api/session/keep-alive',
    {
      schema: { body: noBody, querystring: noQuery },
      config: {
        doc: {
          tag: DocTag.session,
          summary: '会话保活：续期空闲时间（控制台只在用户有操作时发送，无操作的页面照常超时）',
          body: {},
          response: null,
        },
      },
    },
    async (request) => {
      authOf(request);
      return ok(null);
    },
  );

  const userInfo = { tag: DocTag.session, summary: '顶栏与看板用的用户信息', response: userInfoExample };
  app.get('/api/getUserInfo', { schema: { querystring: noQuery }, config: { doc: userInfo } }, async (request) => {
    const auth = authOf(request);
    const account = await findOwnAccount(db, auth.acctId);
    if (!account) throw sessionGone();
    return ok<UserInfo>({
      id: account.id,
      name: account.acctName,
      phone: account.cellPhone,
      avatar: account.avatar,
      email: account.email,
      acctNo: account.acctNo,
      acctType: account.type,
      acctRoleType: account.acctRoleType,
      isAdmin: auth.isAdmin,
      hospInfos: await accessibleHospitals(db, auth.acctId, auth.acctType),
      currentHospCode: auth.session.currentHospCode,
      autoLogoutDelay: config.autoLogoutDelay,
    });
  });
}
