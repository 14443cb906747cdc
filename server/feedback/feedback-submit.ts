import { sql, type Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { checkDictionaryValues, dialogValues, toColumns } from '../../engine/server/write-values.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { authOf } from '../auth/session-context.js';
import { audited } from '../audit/audited-write.js';
import { refused } from '../http/envelope.js';
import { FEEDBACK_OPEN } from './feedback-status.js';

/** Enough for a day of real problems, too few to flood the administrators' list. */
export const DAILY_SUBMISSIONS = 20;

/**
 * POST /db/hosp-feedback/submit {category, content, images}: a hospital user's feedback. The
 * hospital is the one the session chose (/api/auth) and the submitter is the session's account:
 * neither is read from the body (a body naming another hospital or account is ignored, as the
 * engine ignores a row's read-only echoes). Validated by the schema's `submit` dialog, as the
 * console's form is.
 */
export function submitFeedbackHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, host, input }) => {
    const auth = authOf(request);
    if (auth.isAdmin) throw refused('超级管理员无需提交反馈');
    const hospCode = auth.session.currentHospCode;
    if (!hospCode) throw refused('请先选择医院');
    await assertHospitalAccess(db, auth, hospCode);
    const { values } = dialogValues(entity, 'submit', input, []);
    const acct = await kysely
      .selectFrom('platform.acct')
      .select(['acct_name', 'cell_phone'])
      .where('id', '=', auth.acctId)
      .executeTakeFirstOrThrow();
    const id = host.newId();
    const now = nowDateTime();
    await kysely.transaction().execute(async (trx) => {
      const today = await trx
        .selectFrom('platform.hosp_feedback')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('submitter_id', '=', auth.acctId)
        .where(sql<boolean>`create_date_time >= ${now.slice(0, 10)}::date`)
        .executeTakeFirstOrThrow();
      if (today.count >= DAILY_SUBMISSIONS) throw refused(`今天提交的反馈已达${DAILY_SUBMISSIONS}条，请明天再试`);
      await checkDictionaryValues(trx, entity, values);
      const stamped = {
        ...values,
        hospCode,
        submitterId: auth.acctId,
        submitterName: acct.acct_name,
        submitterPhone: acct.cell_phone,
        status: FEEDBACK_OPEN,
      };
      const columns = await toColumns(entity, stamped, [], host.hashPassword);
      await audited(trx, request, { entity: entity.name, operation: 'add', hospCode, keys: [id] }, () =>
        trx
          .insertInto(`platform.${entity.table}`)
          .values({ id, ...columns, create_date_time: now, lstupd_date_time: now })
          .execute(),
      );
    });
    return { data: id, message: '提交成功，感谢您的反馈!' };
  };
}
