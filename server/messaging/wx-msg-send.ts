import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { isObjectId } from '../../engine/server/object-id.js';
import { ACCT_STATE_ACTIVE, USER_STATE_RESIGNED } from '../auth/account-kinds.js';
import { assertSuperAdmin, authOf } from '../auth/session-context.js';
import { isValidHospCode } from '../db/migrate.js';
import { badRequest, ok, refused } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { writeOutbox } from './outbox.js';
import { DocTag } from '../http/doc-tags.js';
import type { WxMsgSendRequest, WxMsgSent } from '../../contracts/wx-push.js';

export const WX_SEND_MESSAGES = {
  titleRequired: '请输入消息标题',
  titleTooLong: '消息标题不能超过100个字符',
  contentRequired: '请输入消息内容',
  contentTooLong: '消息内容不能超过2000个字符',
  targetRequired: '请选择接收账号或医院',
  badAccounts: 'acctIdList必须为24位十六进制字符的账号ID列表',
  tooManyAccounts: '一次最多发送给1000个账号',
  badHospital: '医院编号格式不正确',
  noHospital: (hospCode: string) => `医院不存在: ${hospCode}`,
  nobody: '没有可接收消息的账号（账号需为启用状态）',
  sent: (count: number) => `发送成功，共${count}条消息`,
} as const;

const MAX_ACCOUNTS = 1000;

/** The fields it takes, anything else refused before the handler; their values are the handler's to check, with its messages. */
const sendSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: { description: '消息标题（最多100个字符）' },
      content: { description: '消息内容（最多2000个字符）' },
      acctIdList: { description: '接收账号ID列表（最多1000个）' },
      hospCode: { description: '医院编号：发送给该医院的全部用户' },
    },
  },
  querystring: noQuery,
};
type Body = Record<string, unknown>;

function text(value: unknown, required: string, tooLong: string, max: number): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw badRequest(required);
  if (typeof value !== 'string') throw badRequest(required);
  if (value.length > max) throw badRequest(tooLong);
  return value.trim();
}

function accountIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((id) => !isObjectId(id))) throw badRequest(WX_SEND_MESSAGES.badAccounts);
  if (value.length > MAX_ACCOUNTS) throw badRequest(WX_SEND_MESSAGES.tooManyAccounts);
  return [...new Set(value as string[])];
}

/**
 * POST /api/admin/wx-msg-send {title, content, acctIdList?, hospCode?} (seed 000 section 7, the
 * /admin/wx-msg-push screen's call): super admins send a WeChat message to listed accounts and/or
 * every user of a hospital (not resigned). Active accounts only; each becomes one outbox row
 * (channel wechat), which stands in for the WeChat gateway (docs/messaging.md).
 */
export function registerWxMsgSend(app: FastifyInstance, db: Db): void {
  app.post(
    '/api/admin/wx-msg-send',
    {
      schema: sendSchema,
      config: {
        doc: {
          tag: DocTag.messages,
          summary: '发送微信消息给账号或医院的全部用户（仅超级管理员；写入消息发件箱，docs/messaging.md）',
          body: { title: '设备巡检提醒', content: '请于本周五前完成巡检。', hospCode: '10001' },
          response: { count: 2 },
        },
      },
    },
    async (request) => {
      assertSuperAdmin(authOf(request));
      const raw = request.body;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('请求体必须为JSON对象');
      const body = raw as Body;
      const fields: (keyof WxMsgSendRequest)[] = ['title', 'content', 'acctIdList', 'hospCode'];
      const unknown = Object.keys(body).find((key) => !(fields as string[]).includes(key));
      if (unknown) throw badRequest(`不支持的参数 ${unknown}`);
      const title = text(body.title, WX_SEND_MESSAGES.titleRequired, WX_SEND_MESSAGES.titleTooLong, 100);
      const content = text(body.content, WX_SEND_MESSAGES.contentRequired, WX_SEND_MESSAGES.contentTooLong, 2000);
      const ids = accountIds(body.acctIdList);
      const hospCode = body.hospCode === '' || body.hospCode === null ? undefined : body.hospCode;
      if (ids.length === 0 && hospCode === undefined) throw badRequest(WX_SEND_MESSAGES.targetRequired);
      if (hospCode !== undefined && !isValidHospCode(hospCode)) throw badRequest(WX_SEND_MESSAGES.badHospital);
      if (
        hospCode !== undefined &&
        !(await db.selectFrom('platform.hosp').select('id').where('hosp_code', '=', hospCode).executeTakeFirst())
      ) {
        throw refused(WX_SEND_MESSAGES.noHospital(hospCode));
      }

      let query = db
        .selectFrom('platform.acct as a')
        .select(['a.id', 'a.acct_no', 'a.cell_phone', 'a.acct_name'])
        .where('a.state', '=', ACCT_STATE_ACTIVE);
      query = query.where((eb) => {
        const targets = [];
        if (ids.length) targets.push(eb('a.id', 'in', ids));
        if (hospCode !== undefined) {
          targets.push(
            eb.exists(
              eb
                .selectFrom('platform.hosp_user as u')
                .select('u.id')
                .whereRef('u.acct_id', '=', 'a.id')
                .where('u.hosp_code', '=', hospCode)
                .where('u.state', '<>', USER_STATE_RESIGNED),
            ),
          );
        }
        return eb.or(targets);
      });
      const recipients = await query.orderBy('a.id').execute();
      if (recipients.length === 0) throw refused(WX_SEND_MESSAGES.nobody);
      const count = await writeOutbox(
        db,
        recipients.map((acct) => ({
          channel: 'wechat' as const,
          recipient: acct.acct_no ?? acct.cell_phone ?? acct.acct_name,
          subject: title,
          content,
          acctId: acct.id,
          hospCode: hospCode ?? null,
        })),
      );
      return ok<WxMsgSent>({ count }, WX_SEND_MESSAGES.sent(count));
    },
  );
}
