import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntity } from './check-entity';

const dic = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/dic.json'), 'utf8'));
const withSummary = (items: unknown[]) => ({ ...dic, list: { ...dic.list, summary: { items } } });
const withActions = (actions: unknown[]) => ({ ...dic, actions });

describe('list.summary counters', () => {
  it('accept counts narrowed by field values and sums of number fields', () => {
    expect(
      checkEntity(
        withSummary([
          { key: 'all', title: '全部', count: {} },
          { key: 'typed', title: '类型A', count: { when: { type: ['A', 'B'] } } },
          { key: 'sorts', title: '排序合计', sum: { field: 'sort', when: { type: ['A'] } } },
          { key: 'fromHandler', title: '其他' },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuse unknown fields, sums of text, both at once and shared keys', () => {
    expect(
      checkEntity(
        withSummary([
          { key: 'a', title: 'a', count: { when: { nope: ['1'] } } },
          { key: 'b', title: 'b', sum: { field: 'val' } },
          { key: 'c', title: 'c', count: {}, sum: { field: 'sort' } },
          { key: 'c', title: 'c2' },
        ]),
      ),
    ).toEqual([
      'list.summary.a.count.when: unknown field nope',
      'list.summary.b.sum: val is not a number field',
      'list.summary.c: a counter is a count or a sum, not both',
      'list.summary.c: two counters share the key',
    ]);
  });

  it('refuse a malformed counter by the meta-schema', () => {
    expect(checkEntity(withSummary([{ key: 'a', title: 'a', count: { when: {} } }]))).toEqual([
      '/list/summary/items/0/count/when must NOT have fewer than 1 properties',
    ]);
  });
});

describe('set actions', () => {
  const revoke = {
    kind: 'set',
    name: 'retire',
    label: '停用',
    values: { sort: 0 },
    confirm: '确定停用{val}?',
    visibleWhen: { type: ['A'] },
  };

  it('accept fixed values of writable fields, shown where visibleWhen matches', () => {
    expect(checkEntity(withActions([revoke, { ...revoke, name: 'clear', values: { description: null } }]))).toEqual([]);
  });

  it('refuse values that are not the field’s type, unknown or server-kept fields, other placements and taken paths', () => {
    expect(
      checkEntity(
        withActions([
          { ...revoke, values: { sort: 'x', nope: 1, createDateTime: '2026-01-01 00:00:00' } },
          { ...revoke, name: 'update' },
          { ...revoke, name: 'toolbarOne', placement: 'toolbar', visibleWhen: undefined },
          { ...revoke, name: 'hidden', visibleWhen: { nope: ['1'] } },
        ]),
      ),
    ).toEqual([
      'actions.retire.values: "x" is not a integer for sort',
      'actions.retire.values: unknown field nope',
      'actions.retire.values: createDateTime cannot be set',
      'actions.update: update is already a path of this entity',
      'actions.toolbarOne: a set action is a row action',
      'actions.hidden.visibleWhen: unknown field nope',
    ]);
  });

  it('refuse a set action without values by the meta-schema', () => {
    expect(checkEntity(withActions([{ ...revoke, values: {} }]))).toContain('/actions/0/values must NOT have fewer than 1 properties');
  });
});
