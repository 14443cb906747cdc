import type { Kysely } from 'kysely';
import type { OperationCall, OperationHandler, OperationResult } from '../../engine/server/entity-extensions.js';
import { EntityError } from '../../engine/server/entity-context.js';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { createHospitalTables, initialiseHospital, resetHospital } from './hospital-lifecycle.js';
import { loadInitParam, type InitParam } from './init-params.js';
import { onlyKeys, requireHospCode, requireHospCodeList } from './hospital-inputs.js';
import { audited } from '../audit/audited-write.js';
import { ensureFirstDepartment } from '../departments/default-department.js';
import type { FastifyRequest } from 'fastify';

/** The operation log's target of a lifecycle step: the hospital's row. */
const hospitalTarget = (operation: string, hospCode: string) => ({ entity: 'hosp', operation, hospCode, by: 'hospCode', keys: [hospCode] });

/** Seed 001 section 8. */
export const LIFECYCLE_MESSAGES = {
  initialised: '初始化成功',
  batchFinished: '初始完毕! 请进行相关数据验证！',
  initialisedNotice: (hospName: string) => `${hospName} 初始化结束`,
  resetNotice: (hospName: string) => `${hospName} 表统一配置表删除结束`,
  tablesCreated: (hospName: string) => `${hospName} 医院数据表创建完成`,
} as const;

/** The hospital's own init parameter (chosen on add), for initialising without one named. */
async function hospitalParamId(db: Db, hospCode: string): Promise<string | null> {
  const row = await (db as unknown as Kysely<any>)
    .selectFrom('platform.hosp')
    .select('param_id')
    .where('hosp_code', '=', hospCode)
    .executeTakeFirst();
  return (row?.param_id as string | null | undefined) ?? null;
}

/**
 * One initialisation, one transaction: the parameter's roles, permissions and menus, and a first
 * department when the hospital has none, so that its first user can be bound at once.
 */
async function initialiseWith(db: Db, request: FastifyRequest, hospCode: string, param: InitParam) {
  return db.transaction().execute(async (trx) => {
    const hospital = await audited(trx, request, hospitalTarget('initialise', hospCode), () =>
      initialiseHospital(trx, hospCode, param.data),
    );
    await ensureFirstDepartment(trx, request, hospCode, hospital.hospName);
    return hospital;
  });
}

/** A refusal's own message; anything unexpected is logged and reported without internals. */
function failureMessage(call: OperationCall, error: unknown): string {
  if (error instanceof ApiError || error instanceof EntityError) return error.message;
  call.request.log.error({ err: error }, 'hospital initialisation failed');
  return '初始化失败，请联系管理员';
}

export function lifecycleHandlers(db: Db): Record<string, OperationHandler> {
  return {
    /** copy-hosp-table {hospCode}: the hospital's schema and tables (again: brought up to date). */
    'hosp/createTables': async ({ input, request }) => {
      const hospCode = requireHospCode(onlyKeys(input, ['hospCode']).hospCode);
      const hospital = await createHospitalTables(db, hospCode, (conn, work) =>
        audited(conn, request, hospitalTarget('createTables', hospCode), work),
      );
      return {
        data: { hospCode, hospName: hospital.hospName, tablesCreated: true },
        message: LIFECYCLE_MESSAGES.tablesCreated(hospital.hospName),
      };
    },

    /** hosp-table-datainit {hospCode}: initialise from the hospital's parameter, else the first hosp_init_data. */
    'hosp/initialise': async ({ input, request }) => {
      const hospCode = requireHospCode(onlyKeys(input, ['hospCode']).hospCode);
      const param = await loadInitParam(db, undefined, await hospitalParamId(db, hospCode));
      const hospital = await initialiseWith(db, request, hospCode, param);
      return {
        data: { hospCode, hospName: hospital.hospName, paramId: param.id, notice: LIFECYCLE_MESSAGES.initialisedNotice(hospital.hospName) },
        message: LIFECYCLE_MESSAGES.initialised,
      };
    },

    /** init-by-param {hospCode, paramId}: initialise from the chosen parameter. */
    'hosp/initialiseWithParam': async ({ input, request }) => {
      const body = onlyKeys(input, ['hospCode', 'paramId']);
      const hospCode = requireHospCode(body.hospCode);
      if (body.paramId === undefined || body.paramId === null || body.paramId === '')
        throw new ApiError(ErrorCode.badRequest, '请选择初始化参数');
      const param = await loadInitParam(db, body.paramId);
      const hospital = await initialiseWith(db, request, hospCode, param);
      return {
        data: { hospCode, hospName: hospital.hospName, paramId: param.id, notice: LIFECYCLE_MESSAGES.initialisedNotice(hospital.hospName) },
        message: LIFECYCLE_MESSAGES.initialisedNotice(hospital.hospName),
      };
    },

    /**
     * batch-init-hosp-data {hospCodeList, paramId?}: each hospital in its own transaction, one's
     * failure not stopping the others; the answer lists every hospital's result. All failed: a
     * refusal (code 002) carrying the same list, so a one-hospital call fails like a single one.
     */
    'hosp/batchInitialise': async (call): Promise<OperationResult> => {
      const body = onlyKeys(call.input, ['hospCodeList', 'paramId']);
      const hospCodes = requireHospCodeList(body.hospCodeList);
      const named =
        body.paramId === undefined || body.paramId === null || body.paramId === '' ? undefined : await loadInitParam(db, body.paramId);
      const results: { hospCode: string; hospName: string | null; success: boolean; msg: string }[] = [];
      for (const hospCode of hospCodes) {
        try {
          const param = named ?? (await loadInitParam(db, undefined, await hospitalParamId(db, hospCode)));
          const hospital = await initialiseWith(db, call.request, hospCode, param);
          results.push({
            hospCode,
            hospName: hospital.hospName,
            success: true,
            msg: LIFECYCLE_MESSAGES.initialisedNotice(hospital.hospName),
          });
        } catch (error) {
          const hospital = await db.selectFrom('platform.hosp').select('hosp_name').where('hosp_code', '=', hospCode).executeTakeFirst();
          results.push({ hospCode, hospName: hospital?.hosp_name ?? null, success: false, msg: failureMessage(call, error) });
        }
      }
      const successCount = results.filter((result) => result.success).length;
      const failCount = results.length - successCount;
      const data = { results, successCount, failCount };
      if (successCount === 0)
        throw new ApiError(ErrorCode.refused, results.length === 1 ? results[0]!.msg : `${failCount} 家医院均初始化失败`, 200, data);
      const message =
        failCount === 0
          ? LIFECYCLE_MESSAGES.batchFinished
          : `部分医院初始化失败（成功 ${successCount} 家，失败 ${failCount} 家），请查看各医院结果`;
      return { data, message };
    },

    /** remove-init-tabledata {hospCode}: reset (roles, menus, permissions and their links deleted). */
    'hosp/reset': async ({ input, request }) => {
      const hospCode = requireHospCode(onlyKeys(input, ['hospCode']).hospCode);
      const hospital = await db
        .transaction()
        .execute((trx) => audited(trx, request, hospitalTarget('reset', hospCode), () => resetHospital(trx, hospCode)));
      return {
        data: { hospCode, hospName: hospital.hospName, initialised: false },
        message: LIFECYCLE_MESSAGES.resetNotice(hospital.hospName),
      };
    },
  };
}
