import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { badRequest, ok, sessionGone } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { authOf } from '../auth/session-context.js';
import { findOwnAccount } from './account-store.js';
import { audited } from '../audit/audited-write.js';
import { touchedRow } from '../db/row-version.js';
import { DocTag } from '../http/doc-tags.js';
import type { AccountSettings, OwnAccount } from '../../contracts/account.js';

/** An avatar is a web address until uploads arrive: http(s)://… or a path on this site. */
const AVATAR_URL = /^(https?:\/\/|\/)[^\s]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * POST /acct-center/api/web/upd-acct-info: the caller's own account settings (seed 000 section 3):
 * avatar, email, SMS switch (phoneMsg) and leave switch (vacation). Answers the account as
 * POST /api/acct-info does.
 */
export function registerSettingsRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: AccountSettings }>(
    '/acct-center/api/web/upd-acct-info',
    {
      schema: {
        body: {
          type: 'object',
          required: ['avatar', 'email', 'phoneMsg', 'vacation'],
          additionalProperties: false,
          properties: {
            avatar: { type: ['string', 'null'], maxLength: 500 },
            email: { type: ['string', 'null'], maxLength: 200 },
            phoneMsg: { type: 'boolean' },
            vacation: { type: 'boolean' },
          },
        },
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '保存个人设置（头像、邮箱、短信、休假）',
          body: { avatar: null, email: 'zhang.san@example.com', phoneMsg: true, vacation: false },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const avatar = blankToNull(request.body.avatar);
      const email = blankToNull(request.body.email);
      if (avatar !== null && !AVATAR_URL.test(avatar)) throw badRequest('头像地址格式不正确，应以 http://、https:// 或 / 开头');
      if (email !== null && !EMAIL.test(email)) throw badRequest('邮箱格式不正确');
      await db.transaction().execute((trx) =>
        audited(trx, request, { entity: 'acct', operation: 'updateInfo', keys: [auth.acctId] }, () =>
          trx
            .updateTable('platform.acct')
            .set({ avatar, email, phone_msg: request.body.phoneMsg, vacation: request.body.vacation, ...touchedRow(nowDateTime()) })
            .where('id', '=', auth.acctId)
            .execute(),
        ),
      );
      const account = await findOwnAccount(db, auth.acctId);
      if (!account) throw sessionGone();
      return ok<OwnAccount>(account, '更新成功');
    },
  );
}
