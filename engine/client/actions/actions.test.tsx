// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { ListScreen } from '../list/ListScreen';
import { sampleEntities } from '../stories/sample-entities';
import { sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { actionComponents, registerActionComponent } from './action-registry';

/** The dictionary screen with one action of every kind: what a schema can ask of the engine. */
const entity: EntitySchema = {
  ...sampleEntities.dic,
  endpoints: [{ name: 'process', handler: 'dic/process' }],
  actions: [
    {
      kind: 'operation',
      name: 'process',
      label: '处理',
      confirm: '确定处理{description}?',
      body: { id: '{id}', val: '{val}' },
      success: '{description} 处理结束',
      visibleWhen: { val: ['02'] },
    },
    {
      kind: 'operation',
      name: 'choose',
      label: '选择处理',
      endpoint: 'process',
      chooser: { field: 'level', title: '级别', options: { values: [{ value: 'high', label: '高' }] } },
      confirm: '确定按所选级别处理?',
      body: { id: '{id}', level: '{choice}' },
    },
    {
      kind: 'operation',
      name: 'batchProcess',
      label: '批量处理',
      endpoint: 'process',
      placement: 'selection',
      selection: 'each',
      body: { id: '{id}' },
      success: '{description} 完成',
    },
    { kind: 'navigate', name: 'open', label: '查看同类', to: '/dic?type={type}&from={hospCode}' },
    { kind: 'custom', name: 'wizard', label: '向导', component: 'testWizard' },
  ],
};

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.arco-table-tr')];
const openMore = async (row: HTMLElement) => {
  fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
  return screen.findAllByRole('menuitem');
};
const menuItem = async (row: HTMLElement, label: string) => (await openMore(row)).find((item) => item.textContent === label);

function setup() {
  const calls: Record<string, unknown>[] = [];
  const provider = createMemoryDataProvider({
    tables: sampleTables,
    endpoints: {
      'dic/process': (body) => {
        calls.push(body);
        if (body.id === sampleTables.dic![3]!.id) throw new Error('接口用户不能处理');
        return null;
      },
    },
  });
  const view = renderEngine(<ListScreen entity={entity} provider={provider} hospCode="10001" />, '/dic?type=ACCT_TYPE');
  return { calls, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe('schema actions', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('an operation asks its question with the row, posts the body built from the row and says the success text', async () => {
    const { calls } = setup();
    await screen.findByText('共 4 条');
    // visibleWhen: 02 has it; 01 does not (next test).
    const second = bodyRows().find((row) => row.textContent?.includes('非标准用户'))!;
    fireEvent.click((await menuItem(second, '处理'))!);
    const question = await screen.findByText('确定处理非标准用户?');
    fireEvent.click(within(question.closest<HTMLElement>('.arco-modal')!).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('非标准用户 处理结束')).toBeTruthy();
    expect(calls).toEqual([{ id: sampleTables.dic![1]!.id, val: '02' }]);
  });

  it('hides a row action whose visibleWhen the row does not match', async () => {
    setup();
    await screen.findByText('共 4 条');
    const typeRow = bodyRows().find((row) => row.textContent?.includes('医院级标准用户'))!;
    const labels = (await openMore(typeRow)).map((item) => item.textContent);
    expect(labels).toEqual(['选择处理', '查看同类', '向导']);
  });

  it('a chooser asks first and refuses to go on without a choice', async () => {
    const { calls } = setup();
    await screen.findByText('共 4 条');
    fireEvent.click((await menuItem(bodyRows()[0]!, '选择处理'))!);
    const dialog = (await screen.findByText('级别')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择级别');
    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('高'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const question = await screen.findByText('确定按所选级别处理?');
    fireEvent.click(within(question.closest<HTMLElement>('.arco-modal')!).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toEqual([{ id: sampleTables.dic![0]!.id, level: 'high' }]));
  });

  it('a selection action shows the count, runs row by row and reports each result, a failure not stopping the rest', async () => {
    const { calls } = setup();
    await screen.findByText('共 4 条');
    const button = () => screen.getByRole('button', { name: /批量处理/ });
    expect(button().textContent).toBe('批量处理 (0)');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: '批量修改模式' }));
    fireEvent.click(button());
    expect(await screen.findByText('请选中至少一条待修改数据')).toBeTruthy();
    const checkboxes = () => bodyRows().map((row) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    fireEvent.click(checkboxes()[1]!);
    fireEvent.click(checkboxes()[2]!);
    fireEvent.click(checkboxes()[3]!);
    expect(button().textContent).toBe('批量处理 (3)');
    fireEvent.click(button());
    const dialog = (await screen.findByText('批量处理 (3)', { selector: '.arco-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByRole('button', { name: '开始' }));
    expect(await within(dialog).findByText('完成：成功 2 项，失败 1 项')).toBeTruthy();
    expect(within(dialog).getByText('接口用户不能处理')).toBeTruthy();
    expect(within(dialog).getByText('超级管理员 完成')).toBeTruthy();
    expect(calls.map((call) => call.id)).toEqual([1, 2, 3].map((index) => sampleTables.dic![index]!.id));
  });

  it('a navigation fills its path from the row and the hospital', async () => {
    const view = setup();
    await screen.findByText('共 4 条');
    fireEvent.click((await menuItem(bodyRows()[0]!, '查看同类'))!);
    await waitFor(() => expect(view.location()).toBe('/dic?type=ACCT_TYPE&from=10001'));
  });

  it('a custom action opens the component registered under its name, with the row', async () => {
    if (!actionComponents.get('testWizard')) {
      registerActionComponent('testWizard', ({ row, onClose }) => (
        <div role="dialog" aria-label="wizard">
          向导：{String(row?.description)}
          <button type="button" onClick={onClose}>
            关闭向导
          </button>
        </div>
      ));
    }
    setup();
    await screen.findByText('共 4 条');
    fireEvent.click((await menuItem(bodyRows()[0]!, '向导'))!);
    expect(await screen.findByText('向导：医院级标准用户')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭向导' }));
    await waitFor(() => expect(screen.queryByText('向导：医院级标准用户')).toBeNull());
  });
});
