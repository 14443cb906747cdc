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
import { accessibleHospitals, findOwnAccount, hospitalBinding } from './account-store.js';

/** What a signed-in console needs about its user: type, hospitals, menus and auth ids, own info. */
export function registerSessionRoutes(app: FastifyInstance, db: Db, config: ServerConfig): void {
  app.get('/api/hosp-list', { schema: { querystring: noQuery } }, async (request) => {
    const auth = authOf(request);
    return ok(await accessibleHospitals(db, auth.acctId, auth.acctType));
  });

  app.get('/api/acct-type', { schema: { querystring: noQuery }, config: { anyAccountType: true } }, async (request) =>
    ok(authOf(request).acctType),
  );

  app.post('/api/acct-info', { schema: { body: noBody, querystring: noQuery } }, async (request) => {
    const auth = authOf(request);
    const account = await findOwnAccount(db, auth.acctId);
    if (!account) throw sessionGone();
    return ok(account);
  });

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
    },
    async (request) => {
      const auth = authOf(request);
      const { hospCode } = request.body;
      if (!isValidHospCode(hospCode)) throw badRequest('医院编号格式不正确');
      await assertHospitalAccess(db, auth, hospCode);
      const binding = auth.isAdmin ? undefined : await hospitalBinding(db, auth.acctId, hospCode);
      const result = await loadHospitalAuth(db, hospCode, binding?.hosp_role_id ?? null, auth.isAdmin);
      await setSessionHospital(db, auth.session.tokenHash, hospCode);
      return ok(result);
    },
  );

  // Any authenticated call renews the idle time (session-context.ts); this one exists for a user who
  // works a long while without calling anything, typing a long text. The console sends it only
  // while there is use (platform/session/activity.ts), so an untouched page still times out.
  app.post('/api/session/keep-alive', { schema: { body: noBody, querystring: noQuery } }, async (request) => {
    authOf(request);
    return ok(null);
  });

  app.get('/api/getUserInfo', { schema: { querystring: noQuery } }, async (request) => {
    const auth = authOf(request);
    const account = await findOwnAccount(db, auth.acctId);
    if (!account) throw sessionGone();
    return ok({
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
