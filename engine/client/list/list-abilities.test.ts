import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../schema/entity-types';
import type { Permits } from '../permissions';
import { listAbilities } from './list-abilities';

const base: EntitySchema = {
  name: 'thing',
  title: '物品',
  kind: 'list',
  scope: 'platform',
  table: 'thing',
  endpoint: '/db/thing',
  operations: ['query', 'add', 'update', 'delete', 'batchUpdate'],
  permissions: {
    query: 'thing',
    add: 'thing:add',
    update: 'thing:update',
    delete: 'thing:delete',
    batchUpdate: 'thing:batch',
    batch: 'thing:batch',
  },
  fields: { label: { type: 'string', title: '名称' } },
  list: { columns: ['label'] },
  dialogs: { add: { title: '添加' }, edit: { title: '修改' }, batch: { title: '批量修改' } },
};
/** A hospital user holding every id of the schema, but not a super admin. */
const holdsAllIds: Permits = (rule) => rule !== undefined && rule !== 'superAdmin';

describe('listAbilities', () => {
  it('hides the writes of a platform table from users who are not super admins, whatever ids they hold', () => {
    expect(listAbilities(base, holdsAllIds)).toMatchObject({ add: false, import: false, edit: false, remove: false, batchEdit: false });
    expect(listAbilities(base, () => true)).toMatchObject({ add: true, import: true, edit: true, remove: true, batchEdit: true });
  });

  it('offers the writes of a hospital table to holders of its ids', () => {
    expect(listAbilities({ ...base, scope: 'hospital' }, holdsAllIds)).toMatchObject({
      add: true,
      edit: true,
      remove: true,
      batchEdit: true,
    });
  });
});
