import type { Kysely } from 'kysely';
import type { SubsystemUrls } from '../config.js';

/** The four subsystems of the dialog (seed 000 section 2.4), in its order: the catalogue's built-in codes. */
export const BUILT_IN_SUBSYSTEMS: { code: keyof SubsystemUrls; name: string; description: string }[] = [
  { code: 'manager', name: '全生命周期设备资产管理中心', description: '设备从采购、验收、使用到报废的全生命周期资产管理' },
  { code: 'benefit', name: '效益分析中心', description: '设备使用效率与投入产出分析' },
  { code: 'sharingCenter', name: '设备共享中心', description: '院内外设备共享调配' },
  { code: 'maintenanceCycle', name: '预防性维护周期表中心', description: '预防性维护计划与周期表' },
];

/** Subsystems whose button follows a subscription (seed 000 section 4); the other two are open to every hospital. */
export const SUBSCRIBED_SUBSYSTEMS = ['benefit', 'sharingCenter'] as const;
export type SubscribedSubsystem = (typeof SUBSCRIBED_SUBSYSTEMS)[number];

export interface CatalogueLinks {
  production: Partial<SubsystemUrls>;
  test: Partial<SubsystemUrls>;
}

/**
 * The addresses of the enabled catalogue entries the dialog knows (platform.sub_item, schemas/sub-items.json).
 * A disabled or deleted entry has no address, and the dialog shows it as not open.
 */
export async function catalogueLinks(db: Kysely<any>): Promise<CatalogueLinks> {
  const codes = BUILT_IN_SUBSYSTEMS.map((item) => item.code);
  const rows = await db
    .selectFrom('platform.sub_item')
    .select(['sub_code', 'test_url', 'prod_url'])
    .where('enabled', '=', true)
    .where('sub_code', 'in', codes)
    .execute();
  const links: CatalogueLinks = { production: {}, test: {} };
  for (const row of rows) {
    const code = row.sub_code as keyof SubsystemUrls;
    if (row.prod_url) links.production[code] = row.prod_url as string;
    if (row.test_url) links.test[code] = row.test_url as string;
  }
  return links;
}
