import { describe, expect, it } from 'vitest';
import type { Row } from '../data/data-provider';
import { EMPTY_URL_STATE, initialListState, listReducer, type ListAction, type ListState } from './list-reducer';

const row = (id: string, extra: Record<string, unknown> = {}): Row => ({ id, ...extra });
const start = (): ListState => initialListState(['type', 'description'], EMPTY_URL_STATE);
const run = (state: ListState, ...actions: ListAction[]): ListState => actions.reduce(listReducer, state);

describe('listReducer', () => {
  it('starts on page 1 with the default page size and an empty, applied filter', () => {
    expect(start()).toMatchObject({ draft: {}, applied: {}, page: 1, pageSize: 10, batchMode: false, selected: {}, advancedOpen: false });
  });

  it('keeps draft filters apart from the applied ones until 查询, which goes back to page 1', () => {
    const typed = run(start(), { type: 'pageChanged', page: 3 }, { type: 'draftChanged', field: 'type', value: 'ACCT_TYPE' });
    expect(typed).toMatchObject({ draft: { type: 'ACCT_TYPE' }, applied: {}, page: 3 });
    expect(run(typed, { type: 'searched' })).toMatchObject({ applied: { type: 'ACCT_TYPE' }, page: 1 });
  });

  it('drops blank filters: empty text and an empty range', () => {
    const state = run(
      start(),
      { type: 'draftChanged', field: 'type', value: 'X' },
      { type: 'draftChanged', field: 'type', value: '' },
      { type: 'draftChanged', field: 'createDateTime', value: ['', ''] },
      { type: 'draftChanged', field: 'val', value: '1' },
      { type: 'searched' },
    );
    expect(state.applied).toEqual({ val: '1' });
  });

  it('resets filters and page, and a page size change goes back to page 1', () => {
    const state = run(start(), { type: 'draftChanged', field: 'val', value: '1' }, { type: 'searched' }, { type: 'pageChanged', page: 4 });
    expect(run(state, { type: 'reset' })).toMatchObject({ draft: {}, applied: {}, page: 1 });
    expect(run(state, { type: 'pageSizeChanged', pageSize: 30 })).toMatchObject({ pageSize: 30, page: 1 });
  });

  it('sorts on the server: a sort change sets the sort and goes back to page 1', () => {
    const sorted = run(start(), { type: 'pageChanged', page: 2 }, { type: 'sortChanged', sort: { field: 'type', order: 'desc' } });
    expect(sorted).toMatchObject({ sort: { field: 'type', order: 'desc' }, page: 1 });
    expect(run(sorted, { type: 'sortChanged', sort: undefined }).sort).toBeUndefined();
  });

  it('keeps selections across pages and filter changes while batch mode is on', () => {
    const state = run(
      start(),
      { type: 'batchModeChanged', on: true },
      { type: 'rowsSelected', rows: [row('a'), row('b')], selected: true },
      { type: 'pageChanged', page: 2 },
      { type: 'rowsSelected', rows: [row('c')], selected: true },
      { type: 'draftChanged', field: 'val', value: '9' },
      { type: 'searched' },
      { type: 'rowsSelected', rows: [row('a')], selected: false },
    );
    expect(Object.keys(state.selected)).toEqual(['b', 'c']);
  });

  it('clears the selection when batch mode is switched off, and selects nothing outside batch mode', () => {
    const on = run(start(), { type: 'batchModeChanged', on: true }, { type: 'rowsSelected', rows: [row('a')], selected: true });
    const off = run(on, { type: 'batchModeChanged', on: false });
    expect(off.selected).toEqual({});
    expect(run(off, { type: 'rowsSelected', rows: [row('b')], selected: true }).selected).toEqual({});
  });

  it('locks the basic filters in batch mode (advanced ones stay editable) and reset keeps them', () => {
    const state = run(
      start(),
      { type: 'draftChanged', field: 'type', value: 'ACCT_TYPE' },
      { type: 'batchModeChanged', on: true },
      { type: 'draftChanged', field: 'type', value: 'OTHER' },
      { type: 'draftChanged', field: 'id', value: 'x'.repeat(24) },
    );
    expect(state.draft).toEqual({ type: 'ACCT_TYPE', id: 'x'.repeat(24) });
    expect(run(state, { type: 'reset' }).draft).toEqual({ type: 'ACCT_TYPE' });
  });

  it('refreshes selected rows from newly loaded data and leaves unselected ones out', () => {
    const state = run(
      start(),
      { type: 'batchModeChanged', on: true },
      { type: 'rowsSelected', rows: [row('a', { val: 'old' })], selected: true },
    );
    const next = run(state, { type: 'rowsLoaded', rows: [row('a', { val: 'new' }), row('c', { val: 'x' })] });
    expect(next.selected).toEqual({ a: row('a', { val: 'new' }) });
    const same = run(next, { type: 'rowsLoaded', rows: [] });
    expect(same).toBe(next);
  });

  it('forgets deleted rows from the selection', () => {
    const state = run(
      start(),
      { type: 'batchModeChanged', on: true },
      { type: 'rowsSelected', rows: [row('a'), row('b')], selected: true },
    );
    expect(Object.keys(run(state, { type: 'rowsForgotten', ids: ['a'] }).selected)).toEqual(['b']);
  });

  it('takes filters, page and sort from a changed URL, keeping batch mode and the selection', () => {
    const state = run(start(), { type: 'batchModeChanged', on: true }, { type: 'rowsSelected', rows: [row('a')], selected: true });
    const next = listReducer(state, {
      type: 'urlChanged',
      url: { filters: { id: 'f'.repeat(24) }, page: 2, pageSize: 20, queried: true },
    });
    expect(next).toMatchObject({ draft: { id: 'f'.repeat(24) }, applied: { id: 'f'.repeat(24) }, page: 2, pageSize: 20, batchMode: true });
    expect(Object.keys(next.selected)).toEqual(['a']);
  });

  it('opens the advanced filters when the URL sets one of them (an id parameter)', () => {
    const url = { ...EMPTY_URL_STATE, filters: { id: 'f'.repeat(24) } };
    expect(initialListState(['type'], url).advancedOpen).toBe(true);
    expect(initialListState(['type'], { ...EMPTY_URL_STATE, filters: { type: 'T' } }).advancedOpen).toBe(false);
    expect(listReducer(start(), { type: 'urlChanged', url }).advancedOpen).toBe(true);
  });

  it('waits for 查询 when the URL says the list was not queried', () => {
    expect(initialListState([], { ...EMPTY_URL_STATE, queried: false }).applied).toBeNull();
  });

  it('holds the keyword and the advanced-filter toggle', () => {
    const state = run(start(), { type: 'keywordChanged', keyword: '标准' }, { type: 'advancedToggled' });
    expect(state).toMatchObject({ keyword: '标准', advancedOpen: true });
    expect(run(state, { type: 'advancedToggled' }).advancedOpen).toBe(false);
  });
});
