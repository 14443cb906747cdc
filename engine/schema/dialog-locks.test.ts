import { describe, expect, it } from 'vitest';
import { applyDialogLocks } from './dialog-locks';
import { ROOT_PARENT_ID } from './entity-types';

const dialog = { locks: [{ when: { parentId: [ROOT_PARENT_ID] }, values: { component: 'layout' } }] };

describe('applyDialogLocks', () => {
  it('sets and locks the value while the condition holds', () => {
    expect(applyDialogLocks(dialog, { parentId: ROOT_PARENT_ID, component: 'x' })).toEqual({
      data: { parentId: ROOT_PARENT_ID, component: 'layout' },
      locked: ['component'],
      cleared: [],
    });
    expect(applyDialogLocks(dialog, { parentId: ROOT_PARENT_ID })).toEqual({
      data: { parentId: ROOT_PARENT_ID, component: 'layout' },
      locked: ['component'],
      cleared: [],
    });
  });

  it('leaves the data alone (same object) when no lock applies', () => {
    const data = { parentId: 'a'.repeat(24), component: 'eqp/index' };
    expect(applyDialogLocks(dialog, data).data).toBe(data);
    expect(applyDialogLocks(dialog, data).locked).toEqual([]);
    expect(applyDialogLocks({}, data).data).toBe(data);
  });

  it('needs every listed field to match', () => {
    const both = { locks: [{ when: { a: [1], b: ['x'] }, values: { c: true } }] };
    expect(applyDialogLocks(both, { a: 1, b: 'y' }).locked).toEqual([]);
    expect(applyDialogLocks(both, { a: 1, b: 'x' }).data).toEqual({ a: 1, b: 'x', c: true });
  });

  it('a null value empties the field while the condition holds', () => {
    const global = { locks: [{ when: { isGlobal: [true] }, values: { hospCode: null } }] };
    expect(applyDialogLocks(global, { isGlobal: true, hospCode: '10001', fileName: 'a' })).toEqual({
      data: { isGlobal: true, fileName: 'a' },
      locked: ['hospCode'],
      cleared: ['hospCode'],
    });
    expect(applyDialogLocks(global, { isGlobal: false, hospCode: '10001' })).toEqual({
      data: { isGlobal: false, hospCode: '10001' },
      locked: [],
      cleared: [],
    });
  });
});
