import { describe, expect, it } from 'vitest';
import { changedValues, sameValue } from './changed-fields';

describe('sameValue', () => {
  it('treats null, empty text and a missing value alike', () => {
    expect(sameValue(undefined, '')).toBe(true);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue('', 'a')).toBe(false);
    expect(sameValue(0, undefined)).toBe(false);
    expect(sameValue(false, undefined)).toBe(false);
  });

  it('compares lists and objects by content, objects whatever their key order', () => {
    expect(sameValue([{ a: 1, b: 2 }], [{ b: 2, a: 1 }])).toBe(true);
    expect(sameValue(['x', 'y'], ['y', 'x'])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });

  it('does not take a number for its text', () => {
    expect(sameValue(3, '3')).toBe(false);
  });
});

describe('changedValues', () => {
  const fields = ['type', 'description', 'val', 'sort', 'remark'];
  const base = { type: 'ACCT_STATE', description: '正常', val: '1', sort: 1, remark: '备注' };

  it('keeps only the fields that changed', () => {
    expect(changedValues(base, { ...base, description: '启用', sort: 2 }, fields)).toEqual({ description: '启用', sort: 2 });
  });

  it('sends an emptied field as empty text, so the server clears it', () => {
    const { remark: _remark, ...withoutRemark } = base;
    expect(changedValues(base, withoutRemark, fields)).toEqual({ remark: '' });
  });

  it('answers nothing when nothing changed, and ignores fields outside the list', () => {
    expect(changedValues(base, { ...base, other: 'x' }, fields)).toEqual({});
  });

  it('sees a value given to a field that had none', () => {
    expect(changedValues({}, { remark: '新' }, fields)).toEqual({ remark: '新' });
  });
});
