import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../schema/entity-types';
import { paramsOfView, urlNamesListState, viewLink, viewStateOf, visibleColumnsOf, withColumns } from './view-url';

const entity = {
  name: 'thing',
  scope: 'platform',
  fields: { name: { type: 'string', title: '名称' }, size: { type: 'integer', title: '大小' }, kind: { type: 'string', title: '类型' } },
  list: { filters: ['name'], advancedFilters: ['size'], columns: [{ field: 'name', sortable: true }, 'size', 'kind'] },
} as unknown as EntitySchema;

describe('saved views in the URL', () => {
  it('reads the chosen columns in the schema order, ignoring unknown ones', () => {
    expect(visibleColumnsOf(entity, new URLSearchParams('columns=kind,name,gone'))).toEqual(['name', 'kind']);
    expect(visibleColumnsOf(entity, new URLSearchParams('columns=gone'))).toBeUndefined();
    expect(visibleColumnsOf(entity, new URLSearchParams(''))).toBeUndefined();
    expect(withColumns(entity, new URLSearchParams('a=1'), ['name', 'size', 'kind']).toString()).toBe('a=1');
    expect(withColumns(entity, new URLSearchParams('a=1'), ['size']).toString()).toBe('a=1&columns=size');
  });

  it('saves what the list shows and opens it again on page 1, without what the schema no longer has', () => {
    const state = viewStateOf(
      entity,
      { applied: { name: '泵', size: 3 }, draft: {}, pageSize: 20, sort: { field: 'name', order: 'desc' } },
      new URLSearchParams('columns=name'),
    );
    expect(state).toEqual({ filters: { name: '泵', size: 3 }, sort: { field: 'name', order: 'desc' }, columns: ['name'], pageSize: 20 });
    const opened = paramsOfView(entity, new URLSearchParams('view=abc&page=3&hosp_code=10001'), {
      ...state,
      filters: { ...state.filters, gone: 'x' },
    });
    expect(Object.fromEntries(opened)).toEqual({
      hosp_code: '10001',
      name: '泵',
      size: '3',
      pageSize: '20',
      sortField: 'name',
      sortOrder: 'desc',
      columns: 'name',
    });
    const unsortable = paramsOfView(entity, new URLSearchParams(), {
      filters: { size: 'many' },
      sort: { field: 'kind', order: 'asc' },
      pageSize: 7,
    });
    expect(unsortable.toString()).toBe('');
  });

  it('knows when the URL already says what to show, and builds a view link', () => {
    expect(urlNamesListState(entity, new URLSearchParams('hosp_code=10001'))).toBe(false);
    expect(urlNamesListState(entity, new URLSearchParams('name=x'))).toBe(true);
    expect(urlNamesListState(entity, new URLSearchParams('view=abc'))).toBe(true);
    expect(
      viewLink(entity, { origin: 'https://x', pathname: '/things' }, new URLSearchParams('name=a&columns=size&hosp_code=1'), 'v1'),
    ).toBe('https://x/things?hosp_code=1&view=v1');
  });
});
