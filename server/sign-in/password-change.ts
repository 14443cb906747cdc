import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { badRequest, ok, refused, sessionGone } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { authOf } from '../auth/session-context.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { OneTimeTokens, PASSWORD_TOKEN_SECONDS } from '../auth/one-time-tokens.js';
import { decryptPassword, passwordKeyPair } from './rsa-keys.js';
import { passwordChangeProblem } from './password-rules.js';
import { audited } from '../audit/audited-write.js';
import { touchedRow } from '../db/row-version.js';
import { DocTag } from '../http/doc-tags.js';
import type { EncryptedPasswordChange, PasswordKey } from '../../contracts/account.js';

// RSA-2048 ciphertexts are 256 bytes: 344 characters of base64.
const cipherField = { type: 'string', minLength: 1, maxLength: 1024 } as const;

/**
 * Password change (seed 000 sections 3, 5 and 7; path from seed 001 section 7). The console first
 * asks for the public key and a one-time token, then sends the current and new passwords
 * encrypted, each bound to that token. A change ends every other session of the account.
 */
export function registerPasswordChangeRoutes(app: FastifyInstance, db: Db): void {
  const tokens = new OneTimeTokens(db);

  app.get(
    '/acct-center/api/web/pwd-public-key',
    {
      schema: { querystring: noQuery },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '修改密码用的 RSA 公钥与一次性 token（300 秒）',
          response: {
            publicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA…',
            token: '5f1e2d3c4b5a69788796a5b4c3d2e1f0',
            expireSeconds: 300,
          },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { publicKeyBase64 } = await passwordKeyPair();
      return ok<PasswordKey>({
        publicKey: publicKeyBase64,
        token: await tokens.issue(auth.session.tokenHash),
        expireSeconds: PASSWORD_TOKEN_SECONDS,
      });
    },
  );

  app.post<{ Body: EncryptedPasswordChange }>(
    '/acct-center/api/web/upd-acct-pwd',
    {
      schema: {
        body: {
          type: 'object',
          required: ['passWord', 'newPassWord', 'newPassWordConfirm', 'token'],
          additionalProperties: false,
          properties: {
            passWord: cipherField,
            newPassWord: cipherField,
            newPassWordConfirm: cipherField,
            token: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '修改密码（三个密码字段均以 pwd-public-key 的公钥 RSA-OAEP 加密）',
          body: {
            passWord: 'base64 密文…',
            newPassWord: 'base64 密文…',
            newPassWordConfirm: 'base64 密文…',
            token: '5f1e2d3c4b5a69788796a5b4c3d2e1f0',
          },
          response: null,
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      if (!(await tokens.consume(body.token, auth.session.tokenHash))) throw refused('密码修改凭证无效或已过期，请重新提交');

      const decrypt = async (cipher: string): Promise<string> => {
        const plain = await decryptPassword(cipher);
        const prefix = `${body.token}\n`;
        if (plain === null || !plain.startsWith(prefix)) throw badRequest('密码解密失败，请刷新页面后重试');
        return plain.slice(prefix.length);
      };
      const oldPassword = await decrypt(body.passWord);
      const newPassword = await decrypt(body.newPassWord);
      const confirm = await decrypt(body.newPassWordConfirm);
      const problem = passwordChangeProblem(oldPassword, newPassword, confirm);
      if (problem) throw badRequest(problem);

      const account = await db.selectFrom('platform.acct').select('pass_word_hash').where('id', '=', auth.acctId).executeTakeFirst();
      if (!account) throw sessionGone();
      if (!(await verifyPassword(account.pass_word_hash, oldPassword))) throw refused('原密码错误');

      const passWordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await audited(trx, request, { entity: 'acct', operation: 'updatePassword', keys: [auth.acctId], written: ['passWord'] }, () =>
          trx
            .updateTable('platform.acct')
            .set({ pass_word_hash: passWordHash, ...touchedRow(nowDateTime()) })
            .where('id', '=', auth.acctId)
            .execute(),
        );
        // Whoever else holds a session of this account (another browser, a leaked token) is out.
        await trx
          .updateTable('platform.session')
          .set({ revoked: true })
          .where('acct_id', '=', auth.acctId)
          .where('token_hash', '<>', auth.session.tokenHash)
          .execute();
      });
      return ok(null, '密码更新成功');
    },
  );
}
