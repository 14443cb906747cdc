import { describe, expect, it } from 'vitest';
import { conflictsOf, failureOf, outcomeOf, rowVersionsOf } from './save-outcome';

class FakeApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

describe('save outcome', () => {
  it('reads an envelope failure, and any other error by its message', () => {
    expect(failureOf(new FakeApiError('002', '该类型下已存在相同的值'))).toEqual({
      code: '002',
      msg: '该类型下已存在相同的值',
      data: null,
    });
    expect(failureOf(new Error('类型已存在'))).toEqual({ code: 'ERROR', msg: '类型已存在' });
  });

  it('reads what onSubmit resolved: an outcome, false as refused, anything else as saved', () => {
    const refused = { ok: false, failure: { code: '001', msg: 'x' } } as const;
    expect(outcomeOf(refused)).toBe(refused);
    expect(outcomeOf(false)).toMatchObject({ ok: false });
    expect(outcomeOf(undefined)).toEqual({ ok: true });
    expect(outcomeOf(true)).toEqual({ ok: true });
  });

  it('lists the conflicts of a 409 answer only', () => {
    const current = { id: 'r1', val: '2', rowVersion: 3 };
    expect(conflictsOf({ code: '409', msg: '', data: { conflicts: [{ id: 'r1', current }, { id: 'x' }] } })).toEqual([
      { id: 'r1', current },
    ]);
    expect(conflictsOf({ code: '002', msg: '', data: { conflicts: [{ id: 'r1', current }] } })).toEqual([]);
  });

  it('collects the versions the rows carry', () => {
    expect(rowVersionsOf([{ id: 'a', rowVersion: 1 }, { id: 'b' }])).toEqual({ a: 1 });
    expect(rowVersionsOf([{ id: 'b' }])).toBeUndefined();
  });
});
