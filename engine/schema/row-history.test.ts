import { describe, expect, it } from 'vitest';
import type { EntitySchema } from './entity-types';
import { hasRowHistory, historyEntry, LOGGED_SECRET, revertValues, type LoggedEntry } from './row-history';

const entity = {
  name: 'thing',
  title: '物品',
  kind: 'list',
  scope: 'platform',
  table: 'thing',
  endpoint: '/db/thing',
  operations: ['query', 'update', 'add'],
  permissions: {},
  fields: {
    name: { type: 'string', title: '名称' },
    sort: { type: 'integer', title: '排序' },
    note: { type: 'string', title: '备注' },
    code: { type: 'string', title: '编码', readOnly: true },
    passWord: { type: 'string', title: '密码', writeOnly: true, store: 'password-hash' },
    hiddenInEdit: { type: 'string', title: '状态' },
  },
  dialogs: { edit: { title: '编辑', fields: ['name', 'sort', 'note', 'passWord'] } },
} as unknown as EntitySchema;

const entry = (changes: LoggedEntry['changes'], operation = 'update'): LoggedEntry => ({
  id: 'a'.repeat(24),
  operator: '张三',
  time: '2026-11-28 01:00:00',
  operation,
  revertOf: null,
  changes,
});

describe('revertValues: what a revert writes back', () => {
  it('each changed field of the edit dialog back to its old value; an empty old value clears it', () => {
    expect(
      revertValues(entity, [
        { field: 'name', old: '旧', new: '新' },
        { field: 'sort', old: 1, new: 2 },
        { field: 'note', old: null, new: '加了备注' },
      ]),
    ).toEqual({ name: '旧', sort: 1, note: null });
  });

  it('never a secret, a cut value, a read-only field, a field outside the edit dialog or an unknown one', () => {
    expect(
      revertValues(entity, [
        { field: 'passWord', old: LOGGED_SECRET, new: LOGGED_SECRET },
        { field: 'note', old: 'x'.repeat(10), new: 'y', cut: true },
        { field: 'code', old: 'A', new: 'B' },
        { field: 'hiddenInEdit', old: '1', new: '2' },
        { field: 'gone', old: '1', new: '2' },
        { field: 'createDateTime', old: '1', new: '2' },
      ]),
    ).toEqual({});
  });

  it('nothing for an add or a delete (one side only)', () => {
    expect(revertValues(entity, [{ field: 'name', new: '新' }])).toEqual({});
    expect(revertValues(entity, [{ field: 'name', old: '旧' }])).toEqual({});
  });
});

describe('historyEntry: what a caller sees of a logged change', () => {
  it('keeps the visible fields with their sides, and says whether it can be reverted', () => {
    const shown = historyEntry(
      entity,
      entry([
        { field: 'name', old: '旧', new: '新' },
        { field: 'passWord', old: LOGGED_SECRET, new: LOGGED_SECRET },
        { field: 'gone', old: 1, new: 2 },
      ]),
    );
    expect(shown).toEqual({ ...entry([]), changes: [{ field: 'name', old: '旧', new: '新' }], revertable: true });
  });

  it('a masked value of any field is left out (a secret known by name only)', () => {
    expect(historyEntry(entity, entry([{ field: 'note', old: LOGGED_SECRET, new: LOGGED_SECRET }])).changes).toEqual([]);
  });

  it('an add shows its values and cannot be reverted; a cut value is shown but not written back', () => {
    expect(historyEntry(entity, entry([{ field: 'name', new: '新' }], 'add'))).toMatchObject({
      changes: [{ field: 'name', new: '新' }],
      revertable: false,
    });
    expect(historyEntry(entity, entry([{ field: 'note', old: 'x…', new: 'y', cut: true }]))).toMatchObject({
      changes: [{ field: 'note', old: 'x…', new: 'y' }],
      revertable: false,
    });
  });
});

describe('hasRowHistory', () => {
  it('entities the engine updates through their edit dialog, listed by a query', () => {
    expect(hasRowHistory(entity)).toBe(true);
    expect(hasRowHistory({ ...entity, operations: ['query'] } as EntitySchema)).toBe(false);
    expect(hasRowHistory({ ...entity, dialogs: {} } as EntitySchema)).toBe(false);
    expect(hasRowHistory({ ...entity, endpoints: [{ name: 'update', handler: 'x' }] } as EntitySchema)).toBe(false);
  });
});
