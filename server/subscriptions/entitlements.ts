import { sql, type Kysely } from 'kysely';
import dayjs from 'dayjs';
import { SUBSCRIBED_SUBSYSTEMS, type SubscribedSubsystem } from './subsystem-catalogue.js';

/**
 * Which subscribed subsystems a hospital may open today (the auth check of seed 000 section 7):
 * a current subscription of the hospital itself or of its company (platform.comp_sub,
 * schemas/comp-sub.json) to an enabled catalogue entry. Current: started on or before today and
 * not ended before today (no end date: open-ended).
 */
export async function subsystemEntitlements(
  db: Kysely<any>,
  hospCode: string,
  today = dayjs().format('YYYY-MM-DD'),
): Promise<Record<SubscribedSubsystem, boolean>> {
  const rows = await db
    .selectFrom('platform.comp_sub as s')
    .innerJoin('platform.sub_item as i', 'i.sub_code', 's.sub_code')
    .select('s.sub_code')
    .distinct()
    .where('i.enabled', '=', true)
    .where('s.sub_code', 'in', [...SUBSCRIBED_SUBSYSTEMS])
    .where('s.start_date', '<=', today)
    .where((eb) => eb.or([eb('s.end_date', 'is', null), eb('s.end_date', '>=', today)]))
    .where((eb) =>
      eb.or([
        eb.and([eb('s.subscriber_type', '=', 'hospital'), eb('s.hosp_code', '=', hospCode)]),
        eb.and([
          eb('s.subscriber_type', '=', 'company'),
          eb('s.comp_id', '=', sql<string>`(select h.comp_id from platform.hosp h where h.hosp_code = ${hospCode})`),
        ]),
      ]),
    )
    .execute();
  const granted = new Set(rows.map((row) => row.sub_code as string));
  return { benefit: granted.has('benefit'), sharingCenter: granted.has('sharingCenter') };
}
