// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../schema/entity-types';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleDic, sampleTables } from '../stories/sample-tables';
import { engineWrapper, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { useListController } from './use-list-controller';

const dic = sampleEntities.dic;

function renderController(path = '/admin/system-param/dic?hosp_code=10001', entity: EntitySchema = dic) {
  const provider = createMemoryDataProvider({ tables: sampleTables });
  const { Wrapper, location } = engineWrapper(path);
  const hook = renderHook(() => ({ list: useListController(entity, { provider, hospCode: '10001' }), navigate: useNavigate() }), {
    wrapper: Wrapper,
  });
  return { ...hook, location, list: () => hook.result.current.list };
}

const loaded = async (list: () => ReturnType<typeof useListController>, total: number) =>
  waitFor(() => {
    expect(list().loading).toBe(false);
    expect(list().total).toBe(total);
  });

describe('useListController', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('queries on load: the first page of 10 in the default sort', async () => {
    const { list } = renderController();
    await loaded(list, sampleDic.length);
    expect(list().rows).toHaveLength(10);
    expect(list().rows[0]).toMatchObject({ type: 'ACCT_STATE' });
  });

  it('goes back to page 1 on 查询 and writes filters and page to the URL, keeping hosp_code', async () => {
    const { list, location } = renderController();
    await loaded(list, sampleDic.length);
    act(() => list().setPage(2));
    await waitFor(() => expect(location()).toBe('/admin/system-param/dic?hosp_code=10001&page=2'));
    act(() => list().setDraftFilter('type', 'ACCT_TYPE'));
    act(() => list().search());
    await loaded(list, 4);
    expect(list().state.page).toBe(1);
    expect(location()).toBe('/admin/system-param/dic?hosp_code=10001&type=ACCT_TYPE');
  });

  it('restores filters, page and sort from the URL on load', async () => {
    const { list } = renderController('/dic?hosp_code=10001&type=ACCT_TYPE&pageSize=20&sortField=sort&sortOrder=desc');
    await loaded(list, 4);
    expect(list().state).toMatchObject({ draft: { type: 'ACCT_TYPE' }, pageSize: 20, sort: { field: 'sort', order: 'desc' } });
    expect(list().rows.map((row) => row.val)).toEqual(['04', '03', '02', '01']);
  });

  it('follows the URL when it changes from outside (a shared link, the back button)', async () => {
    const { result, list, location } = renderController();
    await loaded(list, sampleDic.length);
    act(() => {
      void result.current.navigate('/dic?hosp_code=10002&type=ACCT_STATE');
    });
    await loaded(list, 2);
    expect(list().state.applied).toEqual({ type: 'ACCT_STATE' });
    expect(location()).toBe('/dic?hosp_code=10002&type=ACCT_STATE');
  });

  it('pre-fills the id filter from a 24-character id parameter and queries by it', async () => {
    const target = sampleDic[5]!;
    const { list } = renderController(`/dic?hosp_code=10001&id=${target.id}`);
    await loaded(list, 1);
    expect(list().state.draft).toEqual({ id: target.id });
    expect(list().rows).toEqual([expect.objectContaining({ id: target.id, description: target.description })]);
  });

  it('ignores an id parameter of any other length (and drops it from the URL)', async () => {
    const { list, location } = renderController('/dic?hosp_code=10001&id=12345');
    await loaded(list, sampleDic.length);
    expect(list().state.draft).toEqual({});
    await waitFor(() => expect(location()).toBe('/dic?hosp_code=10001'));
  });

  it('waits for 查询 when the schema says queryOnLoad false', async () => {
    const quiet: EntitySchema = { ...dic, list: { ...dic.list!, queryOnLoad: false } };
    const { list } = renderController('/dic', quiet);
    expect(list().state.applied).toBeNull();
    expect(list().total).toBe(0);
    act(() => list().search());
    await loaded(list, sampleDic.length);
  });

  it('keeps selections across pages and filter changes in batch mode, locking the basic filters', async () => {
    const { list } = renderController();
    await loaded(list, sampleDic.length);
    act(() => list().batch.setBatchMode(true));
    expect(list().isFilterDisabled('type')).toBe(true);
    expect(list().isFilterDisabled('id')).toBe(false);
    act(() => list().batch.selectRows(list().rows.slice(0, 2), true));
    act(() => list().setPage(2));
    await waitFor(() => expect(list().rows[0]?.id).not.toBe(list().batch.selectedRows[0]?.id));
    act(() => list().batch.selectRows(list().rows.slice(0, 1), true));
    act(() => list().setDraftFilter('createDateTime', ['2026-03-01 00:00:00', '2026-03-02 23:59:59']));
    act(() => list().search());
    await waitFor(() => expect(list().total).toBeLessThan(sampleDic.length));
    expect(list().batch.selectedIds).toHaveLength(3);
    act(() => list().batch.setBatchMode(false));
    expect(list().batch.selectedIds).toEqual([]);
    expect(list().isFilterDisabled('type')).toBe(false);
  });

  it('filters the loaded page by keyword without asking the server', async () => {
    const { list } = renderController();
    await loaded(list, sampleDic.length);
    act(() => list().setKeyword('正常'));
    expect(list().rows.map((row) => row.description)).toEqual(['正常']);
    expect(list().total).toBe(sampleDic.length);
  });
});
