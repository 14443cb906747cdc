import type { Kysely } from 'kysely';
import { addWriteGuard } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { resourceLoaders } from '../selectors/selector-sources.js';
import { checkCatalogueItem, checkSubscription } from './subscription-guards.js';

/**
 * The subscription screens (schemas/sub-items.json, comp-sub.json): their write guards and the
 * `sub-items` selector resource (the catalogue's codes, named, for the subscription dialog).
 */
export const subscriptionModule: ExtensionModule = (extensions, db) => {
  addWriteGuard(extensions, 'comp-sub', checkSubscription);
  addWriteGuard(extensions, 'sub-items', checkCatalogueItem);
  resourceLoaders['sub-items'] ??= async () => {
    const rows = await (db as unknown as Kysely<any>)
      .selectFrom('platform.sub_item')
      .select(['sub_code', 'sub_name'])
      .orderBy('sort')
      .orderBy('sub_code')
      .execute();
    return rows.map((row) => ({ value: row.sub_code as string, label: row.sub_name as string }));
  };
};
