// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleResources, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { TreeScreen } from './TreeScreen';

// The department schema with the batch switch a tree opts into (the menu tree has it), and a batch
// dialog of the name alone so the test need not pick a parent in a tree select.
const base = sampleEntities['hosp-dept'];
const dept: EntitySchema = {
  ...base,
  tree: { ...base.tree!, batch: true },
  dialogs: {
    ...base.dialogs,
    batch: { title: '部门批量修改', fields: ['deptName', 'hospCode'], required: { deptName: '部门名称为必输项' } },
  },
};

function renderTree(entity = dept, permits?: (rule: string | undefined) => boolean) {
  const provider = createMemoryDataProvider({ tables: sampleTables, resources: sampleResources });
  const batchUpdate = vi.spyOn(provider, 'batchUpdate');
  renderEngine(<TreeScreen entity={entity} provider={provider} hospCode="10001" {...(permits ? { permits } : {})} />);
  return { provider, batchUpdate };
}

const checkboxOf = (title: string) =>
  screen.getByText(title).closest<HTMLElement>('.arco-tree-node')!.querySelector<HTMLElement>('.arco-checkbox')!;

describe('TreeScreen batch mode', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('ticks nodes in batch mode and batch edits them; nothing ticked says 请选中至少一条待修改数据', async () => {
    const { batchUpdate, provider } = renderTree();
    await screen.findByText('心内科');
    const ids = ['临床科室', '放射科'].map((name) => provider.rowsOf('hosp-dept').find((row) => row.deptName === name)!.id);
    const edit = screen.getByRole('button', { name: /批量修改$/ });
    expect(edit.hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('.arco-tree-node .arco-checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: '批量修改模式' }));
    fireEvent.click(edit);
    expect(await screen.findByText('请选中至少一条待修改数据')).toBeTruthy();

    // Ticking a parent does not tick its children.
    fireEvent.click(checkboxOf('临床科室'));
    fireEvent.click(checkboxOf('放射科'));
    expect(await screen.findByText('已选 2 条')).toBeTruthy();
    fireEvent.click(edit);
    const dialog = (await screen.findByText('部门批量修改')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.change(within(dialog).getByPlaceholderText('请输入部门名称'), { target: { value: '合并科室' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    // The ticked nodes' versions go with the edit: a node changed since is reported, not overwritten.
    expect(batchUpdate).toHaveBeenCalledWith(
      dept,
      expect.objectContaining({ deptName: '合并科室', idList: ids, hospCode: '10001', rowVersions: { [ids[0]!]: 0, [ids[1]!]: 0 } }),
      { quietCodes: ['409'] },
    );
  });

  it('has no batch switch without tree.batch', async () => {
    renderTree(sampleEntities['hosp-dept']);
    await screen.findByText('心内科');
    expect(screen.queryByRole('switch', { name: '批量修改模式' })).toBeNull();
  });

  it('hides the switch from a user without the batch permission', async () => {
    renderTree(dept, (rule) => rule !== 'sys:hosp-dept:batch');
    await screen.findByText('心内科');
    await waitFor(() => expect(screen.queryByRole('switch', { name: '批量修改模式' })).toBeNull());
  });
});
