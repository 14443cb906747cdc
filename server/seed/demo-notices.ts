import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { seedDemoFeedback } from './demo-feedback.js';
import { seedDemoNews } from './demo-news.js';
import { seedDemoReleaseNotes } from './demo-release-notes.js';

/** Demo rows of the platform's notices: news, hospital feedback and release notes (after the demo accounts). */
export async function seedDemoNotices(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  await seedDemoNews(store);
  await seedDemoFeedback(store);
  await seedDemoReleaseNotes(store);
}
