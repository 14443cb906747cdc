import { describe, expect, it } from 'vitest';
import { rowMatchesWhen, setActionRefusal } from './set-action';

describe('a set action’s visibleWhen', () => {
  it('matches a row whose every listed field holds one of its values; absent counts as null', () => {
    expect(rowMatchesWhen({ state: ['1', '2'], inUse: [true] }, { state: '2', inUse: true })).toBe(true);
    expect(rowMatchesWhen({ state: ['1'] }, { state: '9' })).toBe(false);
    expect(rowMatchesWhen({ endDate: [null] }, {})).toBe(true);
    expect(rowMatchesWhen(undefined, { state: '9' })).toBe(true);
  });

  it('names the action in its refusal', () => {
    expect(setActionRefusal('吊销')).toBe('该记录当前不能执行「吊销」');
  });
});
