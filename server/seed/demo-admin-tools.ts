import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { hospSchema } from '../db/migrate.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { hashSecret, newAccessKeyId, newSecret } from '../secret-keys/key-material.js';

/**
 * Demo rows of the platform tool screens (issue 16): hospital keys, mini-program hospitals and
 * roles, saved SQL queries, WeChat message templates and a few WeChat outbox rows. Each table is
 * seeded only while it is empty, so a second start adds nothing. The demo keys' secrets are
 * thrown away: nobody knows them (rotate one to get a usable secret).
 */

const stamp = () => {
  const now = nowDateTime();
  return { create_date_time: now, lstupd_date_time: now };
};

async function isEmpty(store: Kysely<any>, table: string): Promise<boolean> {
  return !(await store.selectFrom(`platform.${table}`).select('id').limit(1).executeTakeFirst());
}

export const demoSqlQueries = [
  {
    sqlName: '各科室设备数量',
    hospCode: '10001',
    sqlText:
      'SELECT\n  d.dept_name,\n  count(e.id) AS eqp_count\nFROM\n  dept d\n  LEFT JOIN eqp e ON e.dept_id = d.id\nGROUP BY\n  d.dept_name\nORDER BY\n  eqp_count DESC',
    remark: '设备科月报',
  },
  {
    sqlName: '医院列表',
    hospCode: null,
    sqlText: 'SELECT\n  hosp_code,\n  hosp_name,\n  tables_created\nFROM\n  hosp\nORDER BY\n  hosp_code',
    remark: '平台数据',
  },
];

export const demoWxTemplates = [
  {
    templateName: '设备到期提醒',
    templateId: 'OPENTM400001',
    title: '设备保修即将到期',
    content: '{设备名称}的保修将于{日期}到期，请及时续保或安排维护。',
    enabled: true,
  },
  {
    templateName: '巡检任务提醒',
    templateId: 'OPENTM400002',
    title: '巡检任务提醒',
    content: '您有{数量}项巡检任务待完成，请于{日期}前处理。',
    enabled: true,
  },
  {
    templateName: '停机通知',
    templateId: 'OPENTM400003',
    title: '系统维护通知',
    content: '平台将于{时间}停机维护，预计{时长}。',
    enabled: false,
  },
];

async function seedKeys(store: Kysely<any>): Promise<void> {
  if (!(await isEmpty(store, 'hosp_secret_key'))) return;
  const now = nowDateTime();
  const key = (hospCode: string, keyName: string, state: 'active' | 'revoked') => ({
    id: newObjectId(),
    hosp_code: hospCode,
    key_name: keyName,
    access_key_id: newAccessKeyId(),
    secret_hash: hashSecret(newSecret()),
    state,
    secret_time: now,
    revoke_time: state === 'revoked' ? now : null,
    remark: null,
    ...stamp(),
  });
  await store
    .insertInto('platform.hosp_secret_key')
    .values([key('10001', 'HIS接口', 'active'), key('10001', '旧资产系统', 'revoked'), key('10002', '物联网采集网关', 'active')])
    .execute();
}

async function seedAppHospitals(store: Kysely<any>): Promise<void> {
  if (!(await isEmpty(store, 'app_hosp_info'))) return;
  await store
    .insertInto('platform.app_hosp_info')
    .values([
      {
        id: newObjectId(),
        hosp_code: '10001',
        display_name: '市一院设备管家',
        contact_phone: '0571-88880001',
        about: '示范市第一人民医院医学装备部的设备报修、巡检与保养入口。',
        enabled: true,
        banners: JSON.stringify([]),
        ...stamp(),
      },
      {
        id: newObjectId(),
        hosp_code: '10002',
        display_name: '中心医院设备服务',
        contact_phone: '0571-88880002',
        about: '示范市中心医院设备服务小程序。',
        enabled: true,
        banners: JSON.stringify([]),
        ...stamp(),
      },
    ])
    .execute();
}

/** Engineers see the home page and the workbench; everyone else the home page. */
async function seedAppRoles(store: Kysely<any>): Promise<void> {
  if (!(await isEmpty(store, 'app_role'))) return;
  const rows = [];
  for (const hospCode of ['10001', '10002']) {
    const screens = await store.selectFrom('platform.hosp_wx_interface').select(['id', 'type']).where('hosp_code', '=', hospCode).execute();
    const roles = await store.withSchema(hospSchema(hospCode)).selectFrom('role').select(['id', 'role_name', 'biz_type']).execute();
    for (const role of roles) {
      for (const [sort, screen] of screens.entries()) {
        if (screen.type !== '01' && role.biz_type !== '01') continue;
        rows.push({
          id: newObjectId(),
          hosp_code: hospCode,
          role_id: role.id,
          role_name: role.role_name,
          wx_interface_id: screen.id,
          sort,
          remark: null,
          ...stamp(),
        });
      }
    }
  }
  if (rows.length) await store.insertInto('platform.app_role').values(rows).execute();
}

async function seedSqlAndTemplates(store: Kysely<any>): Promise<void> {
  if (await isEmpty(store, 'sql_manage')) {
    await store
      .insertInto('platform.sql_manage')
      .values(
        demoSqlQueries.map((row) => ({
          id: newObjectId(),
          sql_name: row.sqlName,
          hosp_code: row.hospCode,
          sql_text: row.sqlText,
          remark: row.remark,
          ...stamp(),
        })),
      )
      .execute();
  }
  if (await isEmpty(store, 'wx_msg_template')) {
    await store
      .insertInto('platform.wx_msg_template')
      .values(
        demoWxTemplates.map((row) => ({
          id: newObjectId(),
          template_name: row.templateName,
          template_id: row.templateId,
          title: row.title,
          content: row.content,
          enabled: row.enabled,
          remark: null,
          ...stamp(),
        })),
      )
      .execute();
  }
}

/** A sent and a failed WeChat message, so the outbox's 重发 has something to show. */
async function seedWechatOutbox(store: Kysely<any>): Promise<void> {
  if (await store.selectFrom('platform.msg_outbox').select('id').where('channel', '=', 'wechat').limit(1).executeTakeFirst()) return;
  const engineer = await store.selectFrom('platform.acct').select(['id', 'acct_no']).where('acct_no', '=', 'engineer').executeTakeFirst();
  const message = (state: string, subject: string, content: string) => ({
    id: newObjectId(),
    channel: 'wechat',
    recipient: engineer?.acct_no ?? 'engineer',
    subject,
    content,
    state,
    acct_id: engineer?.id ?? null,
    hosp_code: '10001',
    ...stamp(),
  });
  await store
    .insertInto('platform.msg_outbox')
    .values([
      message('sent', '巡检任务提醒', '您有3项巡检任务待完成，请于周五前处理。'),
      message('failed', '设备保修即将到期', '呼吸机的保修将于2026-12-31到期，请及时续保或安排维护。'),
    ])
    .execute();
}

export async function seedDemoAdminTools(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  await seedKeys(store);
  await seedAppHospitals(store);
  await seedAppRoles(store);
  await seedSqlAndTemplates(store);
  await seedWechatOutbox(store);
}
