import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../tests/support/scratch-database';
import { migratePlatform } from '../migrate';
import { newObjectId } from '../../../engine/server/object-id';
import { subsystemEntitlements } from '../../subscriptions/entitlements';
import { platformSubsystems } from './platform-0003-subsystems';
import { MIGRATED_GRANT_REMARK, platformSubscriptions } from './platform-0009-subscriptions';

/**
 * The hidden grant table of platform-0003 becomes subscriptions: a fresh database gets the four
 * subsystems with the configured addresses and no grant table; a database with grants gets one
 * open-ended hospital subscription per enabled grant, and the same answers from the auth check.
 */
const db = () => scratch.db as unknown as Kysely<any>;
const tableExists = async (name: string) =>
  (await sql<{ found: boolean }>`select to_regclass(${`platform.${name}`}) is not null as found`.execute(db())).rows[0]!.found;

const scratch = scratchDatabase('subscriptions-', async (db) => {
  await migratePlatform(db);
});

describe('platform-0009-subscriptions', () => {
  it('fills the catalogue with the four subsystems and their configured addresses, and drops the grant table', async () => {
    const items = await db()
      .selectFrom('platform.sub_item')
      .select(['sub_code', 'sub_name', 'test_url', 'prod_url', 'enabled', 'sort'])
      .orderBy('sort')
      .execute();
    expect(items.map((item) => item.sub_code)).toEqual(['manager', 'benefit', 'sharingCenter', 'maintenanceCycle']);
    expect(items[1]).toEqual({
      sub_code: 'benefit',
      sub_name: '效益分析中心',
      test_url: 'https://benefit-center-test.example.com/',
      prod_url: 'https://benefit-center.example.com/',
      enabled: true,
      sort: 2,
    });
    expect(await tableExists('hosp_subsystem')).toBe(false);
  });

  it('turns each enabled grant into an open-ended hospital subscription with the same answers', async () => {
    const stamp = { create_date_time: '2026-03-01 10:00:00', lstupd_date_time: '2026-03-01 10:00:00' };
    for (const hosp_code of ['M001', 'M002'])
      await db()
        .insertInto('platform.hosp')
        .values({ id: newObjectId(), hosp_code, hosp_name: hosp_code, ...stamp })
        .execute();
    for (const statement of platformSubsystems) await sql.raw(statement).execute(db());
    await db()
      .insertInto('platform.hosp_subsystem')
      .values([
        { hosp_code: 'M001', subsystem: 'benefit', enabled: true, lstupd_date_time: stamp.lstupd_date_time },
        { hosp_code: 'M001', subsystem: 'sharingCenter', enabled: false, lstupd_date_time: stamp.lstupd_date_time },
        { hosp_code: 'M002', subsystem: 'sharingCenter', enabled: true, lstupd_date_time: stamp.lstupd_date_time },
      ])
      .execute();
    await platformSubscriptions.up(db());
    const rows = await db()
      .selectFrom('platform.comp_sub')
      .select(['subscriber_type', 'hosp_code', 'comp_id', 'sub_code', 'start_date', 'end_date', 'remark'])
      .orderBy('hosp_code')
      .execute();
    expect(rows).toEqual([
      {
        subscriber_type: 'hospital',
        hosp_code: 'M001',
        comp_id: null,
        sub_code: 'benefit',
        start_date: '2026-03-01',
        end_date: null,
        remark: MIGRATED_GRANT_REMARK,
      },
      {
        subscriber_type: 'hospital',
        hosp_code: 'M002',
        comp_id: null,
        sub_code: 'sharingCenter',
        start_date: '2026-03-01',
        end_date: null,
        remark: MIGRATED_GRANT_REMARK,
      },
    ]);
    expect(await db().selectFrom('platform.sub_item').select('id').execute()).toHaveLength(4);
    expect(await tableExists('hosp_subsystem')).toBe(false);
    expect(await subsystemEntitlements(db(), 'M001', '2026-11-01')).toEqual({ benefit: true, sharingCenter: false });
    expect(await subsystemEntitlements(db(), 'M002', '2026-11-01')).toEqual({ benefit: false, sharingCenter: true });
    // Before its start a subscription answers nothing.
    expect(await subsystemEntitlements(db(), 'M001', '2026-02-28')).toEqual({ benefit: false, sharingCenter: false });
  });
});
