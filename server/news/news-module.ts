import { addWriteGuard } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { currentNewsHandler } from './current-news.js';
import { newsTimesGuard } from './news-guards.js';

/** 新闻管理 (schemas/news.json): the home page's current announcements and the publish / expiry rule. */
export const newsModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('news/current', currentNewsHandler(db));
  addWriteGuard(extensions, 'news', newsTimesGuard);
};
