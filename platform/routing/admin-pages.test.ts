import { describe, expect, it } from 'vitest';
import { allEntities } from '../../engine/client/testing';
import { entityIndexItem } from '../../engine/schema/entity-index';
import { extraAdminPages, isAdminPage } from './admin-pages';
import { ADMIN_PAGE_PATHS } from './admin-routes';

describe('admin pages', () => {
  // A screen of schemas/ missing from the route table would be listed after it, with no group or icon
  // (a drop-in folder's screens are, titled by their schema).
  it('name every schema screen of schemas/ at a fixed /admin path in the route table', () => {
    expect(extraAdminPages(Object.values(allEntities).map(entityIndexItem), 'zh')).toEqual([]);
  });

  it('hold the WeChat outbox as a page of its own', () => {
    expect(ADMIN_PAGE_PATHS.has('/admin/wx-msg-push/outbox')).toBe(true);
    expect(isAdminPage('/admin/wx-msg-push/outbox')).toBe(true);
  });
});
