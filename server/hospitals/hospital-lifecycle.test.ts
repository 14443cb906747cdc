import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { migratePlatform } from '../db/migrate';
import { nowDateTime } from '../db/clock';
import { hashPassword } from '../auth/passwords';
import { entityCatalogue } from '../entities/entity-catalogue';
import { syncAllEntityTables } from '../entities/entity-tables';
import { seedDatabase } from '../seed/demo-seed';
import { standardInitData } from '../seed/standard-init-data';
import { newObjectId } from '../../engine/server/object-id';
import { baselineRoleId } from './hospital-lifecycle';

/**
 * A hospital created through the API works end to end for a user bound to it: after create tables
 * and initialise, /api/auth serves its menus and its dashboards answer; after reset and re-initialise
 * the binding still finds its role. In-process (the binding is written straight to the database:
 * binding users over HTTP is the hospital-user screen's business), on an empty PGlite.
 */
const ADMIN_PASSWORD = 'Admin@2026';
const USER_PASSWORD = 'Demo@2026';
const HOSP = 'LC01';

let root = '';
let database: OpenedDatabase;
let app: FastifyInstance;

async function call<T = unknown>(url: string, body: unknown, token?: string) {
  const response = await app.inject({ method: 'POST', url, payload: body as object, headers: token ? { token } : {} });
  return response.json() as { code: string; msg: string; data: T };
}

async function login(path: string, loginName: string, passWord: string): Promise<string> {
  const response = await call<{ token: string }>(path, { loginName, passWord });
  if (response.code !== '0') throw new Error(`${loginName}: ${response.msg}`);
  return response.data.token;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'));
  const config = readConfig({
    PORT: '0',
    DATA_DIR: path.join(root, 'data'),
    DEMO_SEED: '0',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    STATIC_DIR: root,
  });
  database = await openDatabase(config);
  const db = database.db;
  await migratePlatform(db);
  await seedDatabase(db, { demo: false, adminPassword: ADMIN_PASSWORD });
  await syncAllEntityTables(db, entityCatalogue());
  const now = nowDateTime();
  await db
    .insertInto('platform.param')
    .values({
      id: newObjectId(),
      type: 'hosp_init_data',
      sub_type: 'standard',
      val: JSON.stringify(standardInitData()),
      description: '标准',
      hosp_code: null,
      create_date_time: now,
      lstupd_date_time: now,
    })
    .execute();
  await db
    .insertInto('platform.acct')
    .values({
      id: newObjectId(),
      type: '01',
      acct_no: 'lcuser',
      acct_name: '新院工程师',
      cell_phone: '13900000099',
      acct_role_type: '01',
      pass_word_hash: await hashPassword(USER_PASSWORD),
      state: '1',
      avatar: null,
      email: null,
      remark: null,
      create_date_time: now,
      lstupd_date_time: now,
    })
    .execute();
  app = await buildApp(config, db);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a hospital created through the API, for a user bound to it', () => {
  let admin = '';

  it('is created, gets its tables and is initialised', async () => {
    admin = await login('/api/adminLogin', 'admin', ADMIN_PASSWORD);
    expect(await call('/db/hosp/add', { hospCode: HOSP, hospName: '新建医院' }, admin)).toMatchObject({ code: '0', msg: '添加成功!' });
    expect(await call('/db/hosp/copy-hosp-table', { hospCode: HOSP }, admin)).toMatchObject({
      code: '0',
      msg: '新建医院 医院数据表创建完成',
    });
    expect(await call('/db/hosp/hosp-table-datainit', { hospCode: HOSP }, admin)).toMatchObject({ code: '0', msg: '初始化成功' });
    const acct = await database.db.selectFrom('platform.acct').select('id').where('acct_no', '=', 'lcuser').executeTakeFirstOrThrow();
    const now = nowDateTime();
    await database.db
      .insertInto('platform.hosp_user')
      .values({
        id: newObjectId(),
        acct_id: acct.id,
        hosp_code: HOSP,
        hosp_dept_id: null,
        hosp_role_id: baselineRoleId(HOSP, '维修工程师'),
        state: '01',
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute();
  });

  it('serves its menus and its dashboards to the bound user', async () => {
    const token = await login('/api/login', 'lcuser', USER_PASSWORD);
    const auth = await call<{ menuList: { path: string }[]; authIdList: string[] }>('/api/auth', { hospCode: HOSP }, token);
    expect(auth.code).toBe('0');
    expect(auth.data.menuList.map((menu) => menu.path)).toEqual(expect.arrayContaining(['/home/dashboard', '/eqp']));
    expect(auth.data.authIdList).toContain('home:dashboard');
    expect(auth.data.authIdList).not.toContain('sys:hosp');
    expect((await call('/api/dashboard/company-sum-info', { hospCode: HOSP }, token)).code).toBe('0');
    expect((await call('/api/dashboard/mtc-sum', { hospCode: HOSP }, token)).code).toBe('0');
  });

  it('keeps the binding through reset and re-initialise', async () => {
    expect(await call('/db/hosp/remove-init-tabledata', { hospCode: HOSP }, admin)).toMatchObject({
      code: '0',
      msg: '新建医院 表统一配置表删除结束',
    });
    const token = await login('/api/login', 'lcuser', USER_PASSWORD);
    expect((await call<{ menuList: unknown[] }>('/api/auth', { hospCode: HOSP }, token)).data.menuList).toEqual([]);
    expect(await call('/db/hosp/hosp-table-datainit', { hospCode: HOSP }, admin)).toMatchObject({ code: '0', msg: '初始化成功' });
    const auth = await call<{ menuList: { path: string }[] }>('/api/auth', { hospCode: HOSP }, token);
    expect(auth.data.menuList.map((menu) => menu.path)).toContain('/home/dashboard');
  });
});
