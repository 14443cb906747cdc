// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryAnswer } from '../../schema/row-history';
import type { LookupOptionsRequest } from '../../schema/lookup-picker';
import type { EntityDataProvider } from '../data/data-provider';
import { allEntities } from '../stories/sample-entities';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { HistoryDialog } from './HistoryDialog';
import { lookupIdsOf } from './use-history-lookups';

/** 小程序角色: its 小程序界面配置 is a lookup of the hospital's interface configurations (an id). */
const entity = allEntities['app-role']!;
const HOME = 'a'.repeat(24);
const DESK = 'b'.repeat(24);
const GONE = 'c'.repeat(24);

const answer: HistoryAnswer = {
  rowVersion: 3,
  list: [
    {
      id: 'log-2',
      operator: '平台管理员',
      time: '2026-11-28 10:00:00',
      operation: 'update',
      revertOf: null,
      revertable: true,
      changes: [
        { field: 'wxInterfaceId', old: HOME, new: DESK },
        { field: 'remark', old: '', new: '工作台' },
      ],
    },
    {
      id: 'log-1',
      operator: null,
      time: '2026-11-27 09:00:00',
      operation: 'update',
      revertOf: null,
      revertable: false,
      changes: [{ field: 'wxInterfaceId', old: GONE, new: HOME }],
    },
  ],
};

function provider() {
  const names: Record<string, string> = { [HOME]: '首页界面', [DESK]: '工作台界面' };
  const lookupOptions = vi.fn(async (_entity: unknown, request: LookupOptionsRequest) => ({
    list: (request.ids ?? []).filter((id) => names[id]).map((id) => ({ value: id, label: names[id]! })),
    total: 0,
  }));
  const revert = vi.fn(async () => undefined);
  return { history: vi.fn(async () => answer), lookupOptions, revert } as unknown as EntityDataProvider & {
    lookupOptions: typeof lookupOptions;
    revert: typeof revert;
  };
}

describe('a row’s history', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('collects each lookup field’s ids from old and new values, once each', () => {
    expect(lookupIdsOf(answer.list, { ...entity.fields })).toEqual({ wxInterfaceId: [HOME, DESK, GONE].sort() });
  });

  it('shows a lookup’s record by its name (an id whose record is gone stays an id), asked in one call per field', async () => {
    const data = provider();
    renderEngine(
      <HistoryDialog
        entity={entity}
        provider={data}
        hospCode="10001"
        rowId="r1"
        canRevert
        onClose={() => undefined}
        onReverted={() => undefined}
      />,
    );
    const newest = (await screen.findByText('平台管理员')).closest<HTMLElement>('section')!;
    await waitFor(() =>
      expect(newest.querySelector('[data-history-field="wxInterfaceId"]')!.textContent).toBe('小程序界面配置: 首页界面 → 工作台界面'),
    );
    expect(newest.querySelector('[data-history-field="remark"]')!.textContent).toBe('备注: （空） → 工作台');
    const oldest = screen.getByText('未知操作人').closest<HTMLElement>('section')!;
    expect(oldest.querySelector('[data-history-field="wxInterfaceId"]')!.textContent).toBe(`小程序界面配置: ${GONE} → 首页界面`);
    expect(data.lookupOptions).toHaveBeenCalledTimes(1);
    expect(data.lookupOptions.mock.calls[0]![1]).toEqual({ field: 'wxInterfaceId', ids: [HOME, DESK, GONE].sort(), hospCode: '10001' });
    // Only a revertable change offers 还原此修改.
    expect(within(oldest).queryByRole('button', { name: '还原此修改' })).toBeNull();
  });

  it('reverts after the confirmation with the version the history was read at', async () => {
    const data = provider();
    const onReverted = vi.fn();
    renderEngine(
      <HistoryDialog
        entity={entity}
        provider={data}
        hospCode="10001"
        rowId="r1"
        canRevert
        onClose={() => undefined}
        onReverted={onReverted}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '还原此修改' }));
    expect(await screen.findByText('将这些字段改回修改前的值，是否继续?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onReverted).toHaveBeenCalledTimes(1));
    expect(data.revert).toHaveBeenCalledWith(entity, { id: 'r1', logId: 'log-2', rowVersion: 3, hospCode: '10001' });
    expect(await screen.findByText('还原成功!')).toBeTruthy();
  });
});
