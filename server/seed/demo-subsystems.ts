import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';

/**
 * Demo subsystem grants, so the dialog shows both answers: the first hospital has the benefit
 * centre but not sharing, the second the other way round, the third neither.
 */
export const demoSubsystemGrants = [
  { hospCode: '10001', benefit: true, sharingCenter: false },
  { hospCode: '10002', benefit: false, sharingCenter: true },
] as const;

export async function seedSubsystemGrants(db: Db): Promise<void> {
  const now = nowDateTime();
  const rows = demoSubsystemGrants.flatMap((grant) => [
    { hosp_code: grant.hospCode, subsystem: 'benefit' as const, enabled: grant.benefit, lstupd_date_time: now },
    { hosp_code: grant.hospCode, subsystem: 'sharingCenter' as const, enabled: grant.sharingCenter, lstupd_date_time: now },
  ]);
  await db.insertInto('platform.hosp_subsystem').values(rows).onConflict((oc) => oc.columns(['hosp_code', 'subsystem']).doNothing()).execute();
}
