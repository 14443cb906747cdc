import { badInput, EntityError, refusedBy } from '../../engine/server/entity-context.js';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { SUCCESS } from '../../engine/server/entity-routes.js';
import { dialogValues, toColumns } from '../../engine/server/write-values.js';
import { audited } from '../audit/audited-write.js';
import { authOf } from '../auth/session-context.js';
import { isValidHospCode } from '../db/migrate.js';
import { hospitalsWithPermission } from '../hosp-users/hosp-user-access.js';

/** The parameter screen's add permission (schemas/param.json), held in the hospital the row is for. */
const PARAM_ADD = 'sys:param:add';

export const HOSP_CFG_MESSAGES = {
  hospitalRequired: '医院编号为必输项',
  badHospital: '医院编号格式不正确',
  noHospital: (hospCode: string) => `医院不存在: ${hospCode}`,
  forbidden: (hospCode: string) => `您没有医院 ${hospCode} 的参数配置权限`,
  duplicate: '该医院已有相同参数类型和子类型的配置，请修改原配置',
} as const;

/**
 * POST /db/param/hosp-cfg-add {hospCode, type, subType?, val, description?} (seed 001 section 7): a
 * configuration parameter of one hospital (e.g. its own header title, type system_maintenance /
 * subType iMES_TYPE), i.e. a param row tagged with hospCode (the schema's hospitalTag). Checked
 * by the add dialog's rules; the caller needs the add permission in that hospital (super admins:
 * any); one row per hospital, type and subType.
 */
export const hospCfgAdd: OperationHandler = async ({ host, entity, request, input }) => {
  const hospCode = input.hospCode;
  if (hospCode === undefined || hospCode === null || hospCode === '') throw badInput(HOSP_CFG_MESSAGES.hospitalRequired);
  if (!isValidHospCode(hospCode)) throw badInput(HOSP_CFG_MESSAGES.badHospital);
  const { values } = dialogValues(entity, 'add', input, []);
  const db = host.db;
  if (!(await db.selectFrom('platform.hosp').select('id').where('hosp_code', '=', hospCode).executeTakeFirst()))
    throw refusedBy(HOSP_CFG_MESSAGES.noHospital(hospCode));
  const allowed = await hospitalsWithPermission(db, authOf(request), PARAM_ADD, [hospCode]);
  if (!allowed.has(hospCode)) throw new EntityError('forbidden', HOSP_CFG_MESSAGES.forbidden(hospCode));

  const id = host.newId();
  const now = host.now();
  const columns = await toColumns(entity, { ...values, hospCode }, [], host.hashPassword);
  await db.transaction().execute(async (trx) => {
    let same = trx
      .selectFrom('platform.param')
      .select('id')
      .where('hosp_code', '=', hospCode)
      .where('type', '=', values.type as string);
    same = values.subType === undefined ? same.where('sub_type', 'is', null) : same.where('sub_type', '=', values.subType as string);
    if (await same.executeTakeFirst()) throw refusedBy(HOSP_CFG_MESSAGES.duplicate);
    await audited(trx, request, { entity: entity.name, operation: 'hosp-cfg-add', hospCode, keys: [id] }, () =>
      trx
        .insertInto('platform.param')
        .values({ id, ...columns, create_date_time: now, lstupd_date_time: now } as never)
        .execute(),
    );
  });
  return { data: id, message: SUCCESS.added };
};

/** The system parameters' calls beyond the engine (schemas/param.json `endpoints`). */
export const systemParamModule: ExtensionModule = (extensions) => {
  extensions.operations.register('param/hospCfgAdd', hospCfgAdd);
};
