import { describe, expect, it } from 'vitest';
import { fieldsChosenBy } from './field-choice';

const base = {
  choosable: ['cronExpression', 'isPause', 'remark'],
  chosen: [] as string[],
  locked: [] as string[],
  defaults: { isPause: false },
};

describe('fieldsChosenBy', () => {
  it('chooses a field the user changed', () => {
    expect(fieldsChosenBy({ ...base, previous: {}, next: { remark: '夜间' } })).toEqual(['remark']);
    expect(fieldsChosenBy({ ...base, previous: { isPause: false }, next: { isPause: true } })).toEqual(['isPause']);
  });

  it('does not take a default filled in by the form for a choice', () => {
    expect(fieldsChosenBy({ ...base, previous: {}, next: { isPause: false } })).toEqual([]);
  });

  it('leaves chosen, locked and other fields alone', () => {
    expect(fieldsChosenBy({ ...base, chosen: ['remark'], previous: {}, next: { remark: 'x' } })).toEqual([]);
    expect(fieldsChosenBy({ ...base, locked: ['remark'], previous: { remark: 'x' }, next: {} })).toEqual([]);
    expect(fieldsChosenBy({ ...base, previous: {}, next: { hospCode: '10001' } })).toEqual([]);
  });
});
