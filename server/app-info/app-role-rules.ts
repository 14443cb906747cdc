import { sql, type Kysely } from 'kysely';
import { refusedBy } from '../../engine/server/entity-context.js';
import type { WriteAttempt, WriteObserver } from '../../engine/server/entity-extensions.js';
import type { Db } from '../db/database.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { badRequest } from '../http/envelope.js';

/**
 * 小程序角色 (schemas/app-role.json): which mini-program interface configurations
 * (schemas/hosp-wx-interface.json) a hospital role sees. A row names a role of its own hospital
 * and an interface configuration of that hospital (or an untagged, shared one).
 */
export const APP_ROLE_MESSAGES = {
  unknownHospital: '医院不存在或尚未创建数据表',
  roleNotInHospital: '角色不属于所选医院',
  interfaceNotInHospital: '小程序界面配置不属于所选医院',
} as const;

interface AppRoleRow {
  hospCode: string | null;
  roleId: string | null;
  wxInterfaceId: string | null;
}

export async function checkAppRole(attempt: WriteAttempt): Promise<void> {
  if (attempt.operation === 'delete') return;
  const trx = attempt.trx as Kysely<any>;
  const existing =
    attempt.operation === 'add'
      ? undefined
      : await trx
          .selectFrom('platform.app_role')
          .select(['hosp_code', 'role_id', 'wx_interface_id'])
          .where('id', '=', attempt.ids[0] ?? '')
          .executeTakeFirst();
  const row: AppRoleRow = {
    hospCode: existing?.hosp_code ?? null,
    roleId: existing?.role_id ?? null,
    wxInterfaceId: existing?.wx_interface_id ?? null,
    ...(attempt.values as Partial<AppRoleRow>),
  };
  const hospital = row.hospCode
    ? await trx.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', row.hospCode).executeTakeFirst()
    : undefined;
  if (!hospital?.tables_created) throw refusedBy(APP_ROLE_MESSAGES.unknownHospital);
  const role = row.roleId
    ? await trx.withSchema(hospSchema(row.hospCode!)).selectFrom('role').select('id').where('id', '=', row.roleId).executeTakeFirst()
    : undefined;
  if (!role) throw refusedBy(APP_ROLE_MESSAGES.roleNotInHospital);
  const screen = row.wxInterfaceId
    ? await trx
        .selectFrom('platform.hosp_wx_interface')
        .select('id')
        .where('id', '=', row.wxInterfaceId)
        .where((eb) => eb.or([eb('hosp_code', '=', row.hospCode), eb('hosp_code', 'is', null)]))
        .executeTakeFirst()
    : undefined;
  if (!screen) throw refusedBy(APP_ROLE_MESSAGES.interfaceNotInHospital);
}

/** The role's name is the hospital's, whatever the request said: stored beside its id for lists and filters. */
export const syncAppRoleNames: WriteObserver = async ({ entity, operation, trx, ids, after }) => {
  if (entity.name !== 'app-role' || operation === 'delete' || ids.length === 0) return;
  const kysely = trx as unknown as Kysely<any>;
  for (const row of after) {
    const hospCode = typeof row.hospCode === 'string' && isValidHospCode(row.hospCode) ? row.hospCode : undefined;
    if (!hospCode) continue;
    await kysely
      .updateTable('platform.app_role')
      .set({ role_name: sql`(select r.role_name from ${sql.id(hospSchema(hospCode))}.role r where r.id = ${row.roleId ?? ''})` })
      .where('id', '=', row.id)
      .execute();
  }
};

/**
 * Options of the 小程序界面配置 select: the chosen hospital's interface configurations and the
 * shared (untagged) ones, labelled with their page type. Super admins only (the screen's own rule).
 */
export async function appInterfaceOptions(db: Db, hospCode: string | undefined): Promise<{ value: string; label: string }[]> {
  if (hospCode !== undefined && !isValidHospCode(hospCode)) throw badRequest('医院编号格式不正确');
  const rows = await (db as unknown as Kysely<any>)
    .selectFrom('platform.hosp_wx_interface as w')
    .leftJoin('platform.dic as d', (join) => join.onRef('d.val', '=', 'w.type').on('d.type', '=', 'WXAPP_INF_TYPE'))
    .select(['w.id', 'w.interface_name', 'd.description'])
    .where((eb) => (hospCode ? eb.or([eb('w.hosp_code', '=', hospCode), eb('w.hosp_code', 'is', null)]) : eb('w.hosp_code', 'is', null)))
    .orderBy('w.type')
    .orderBy('w.interface_name')
    .execute();
  return rows.map((row) => ({
    value: row.id as string,
    label: row.description ? `${row.description as string} · ${row.interface_name as string}` : (row.interface_name as string),
  }));
}
