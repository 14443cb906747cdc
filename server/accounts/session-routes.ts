import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { isValidHospCode } from '../db/migrate.js';
import { badRequest, ok, sessionGone } from '../http/envelope.js';
import { authOf } from '../auth/session-context.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { setSessionHospital } from '../auth/sessions.js';
import { loadHospitalAuth } from '../hospitals/hospital-auth.js';
import { accessibleHospitals, findOwnAccount, hospitalBinding } from './account-store.js';

/** What a signed-in console needs about its user: type, hospitals, menus and auth ids, own info. */
export function registerSessionRoutes(app: FastifyInstance, db: Db, config: ServerConfig): void {
  app.get('/api/hosp-list', async (request) => {
    const auth = authOf(request);
    return ok(await accessibleHospitals(db, auth.acctId, auth.acctType));
  });

  app.get('/api/acct-type', { config: { anyAccountType: true } }, async (request) => ok(authOf(request).acctType));

  app.post('/api/acct-info', async (request) => {
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

  app.get('/api/getUserInfo', async (request) => {
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
