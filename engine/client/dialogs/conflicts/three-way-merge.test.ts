import { describe, expect, it } from 'vitest';
import { applyChoices, mergeEdit } from './three-way-merge';

const fields = ['description', 'val', 'sort', 'remark'];
const base = { description: '正常', val: '1', sort: 1, remark: '原备注' };

describe('mergeEdit', () => {
  it('merges silently when we changed different fields: mine where I changed, theirs elsewhere', () => {
    const mine = { ...base, description: '启用' };
    const theirs = { ...base, sort: 5 };
    expect(mergeEdit({ fields, base, mine, theirs })).toEqual({ kind: 'merged', values: { ...base, description: '启用', sort: 5 } });
  });

  it('merges when both made the same change', () => {
    const mine = { ...base, sort: 3 };
    expect(mergeEdit({ fields, base, mine, theirs: { ...base, sort: 3 } }).kind).toBe('merged');
  });

  it('lists a field both changed differently, keeping my value in the form', () => {
    const mine = { ...base, description: '启用', remark: '我的备注' };
    const theirs = { ...base, description: '有效', sort: 9 };
    const decision = mergeEdit({ fields, base, mine, theirs });
    expect(decision).toEqual({
      kind: 'conflicts',
      values: { ...base, description: '启用', remark: '我的备注', sort: 9 },
      conflicts: [{ field: 'description', base: '正常', mine: '启用', theirs: '有效' }],
    });
  });

  it('counts a field I emptied, and one they emptied', () => {
    const { remark: _mine, ...mine } = base;
    const decision = mergeEdit({ fields, base, mine, theirs: { ...base, remark: '他人备注' } });
    expect(decision.kind).toBe('conflicts');
    const { remark: _theirs, ...theirs } = base;
    expect(mergeEdit({ fields, base, mine: { ...base, sort: 2 }, theirs })).toEqual({
      kind: 'merged',
      values: { description: '正常', val: '1', sort: 2 },
    });
  });
});

describe('applyChoices', () => {
  it('sets each conflicting field to theirs or mine', () => {
    const conflicts = [
      { field: 'description', base: '正常', mine: '启用', theirs: '有效' },
      { field: 'remark', base: '原备注', mine: '我的', theirs: undefined },
    ];
    const values = { description: '启用', remark: '我的' };
    expect(applyChoices(values, conflicts, new Set(['description', 'remark']))).toEqual({ description: '有效' });
    expect(applyChoices(values, conflicts, new Set())).toEqual(values);
  });
});
