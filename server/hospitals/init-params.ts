import type { Kysely } from 'kysely';
import { isObjectId } from '../../engine/server/object-id.js';
import { badRequest, refused } from '../http/envelope.js';
import { parseInitData, type HospInitData } from './init-data.js';

/** Seed 001 section 9: the parameter type holding a hospital baseline. */
export const INIT_PARAM_TYPE = 'hosp_init_data';

export interface InitParam {
  id: string;
  description: string;
  data: HospInitData;
}

/**
 * The baseline to initialise with: the parameter named by `paramId`, else the hospital's own
 * (`paramId` chosen when it was added), else the first `hosp_init_data` parameter. A parameter
 * whose JSON is broken is refused with what is wrong, before anything is written.
 */
export async function loadInitParam(db: Kysely<any>, paramId: unknown, hospitalParamId?: string | null): Promise<InitParam> {
  if (paramId !== undefined && paramId !== null && paramId !== '' && !isObjectId(paramId))
    throw badRequest('初始化参数ID必须为24位十六进制字符');
  const wanted = (paramId as string | undefined) || hospitalParamId || undefined;
  let query = db.selectFrom('platform.param').select(['id', 'description', 'sub_type', 'val']).where('type', '=', INIT_PARAM_TYPE);
  query = wanted ? query.where('id', '=', wanted) : query.orderBy('id').limit(1);
  const row = await query.executeTakeFirst();
  if (!row) throw refused(wanted ? '初始化参数不存在' : `没有可用的初始化参数（类型 ${INIT_PARAM_TYPE}）`);
  let data: HospInitData;
  try {
    data = parseInitData(row.val as string);
  } catch (error) {
    throw refused(`初始化参数有误: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    id: row.id as string,
    description: (row.description as string | null) ?? (row.sub_type as string | null) ?? (row.id as string),
    data,
  };
}
