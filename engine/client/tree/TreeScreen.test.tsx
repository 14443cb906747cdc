// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROOT_PARENT_ID } from '../../schema/entity-types';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleResources, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { TreeScreen } from './TreeScreen';

const dept = sampleEntities['hosp-dept'];

function renderTree(hospCode: string | undefined, onError = vi.fn()) {
  const provider = createMemoryDataProvider({ tables: sampleTables, resources: sampleResources, onError });
  const add = vi.spyOn(provider, 'add');
  renderEngine(<TreeScreen entity={dept} provider={provider} hospCode={hospCode} />);
  return { provider, add, onError };
}

const nodeTitles = () => [...document.querySelectorAll('.arco-tree-node-title-text')].map((node) => node.textContent);
const nodeRow = (title: string) => screen.getByText(title).closest<HTMLElement>('.arco-tree-node')!;
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

describe('TreeScreen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('asks for a hospital first (请选择医院), then shows its tree fully expanded', async () => {
    renderTree(undefined);
    expect(screen.getByText('请选择医院', { selector: '.arco-empty-description' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: '医院' }));
    fireEvent.click(await screen.findByText('中心医院'));
    await waitFor(() => expect(nodeTitles()).toEqual(['设备处', '检验科']));
  });

  it("starts in the page's hospital with every node expanded", async () => {
    renderTree('10001');
    await waitFor(() =>
      expect(nodeTitles()).toEqual(['医学装备部', '设备维修组', '采购管理组', '临床科室', '心内科', '放射科', '旧设备科']),
    );
  });

  it('filters the nodes by keyword, keeping the ancestors of a match', async () => {
    renderTree('10001');
    await screen.findByText('心内科');
    fireEvent.change(screen.getByPlaceholderText('输入关键字进行过滤'), { target: { value: '维修' } });
    await waitFor(() => expect(nodeTitles()).toEqual(['医学装备部', '设备维修组']));
  });

  it('adds at the root with the root parent id and the hospital, then re-queries', async () => {
    const { add } = renderTree('10001');
    await screen.findByText('心内科');
    fireEvent.click(screen.getByRole('button', { name: /^新增$/ }));
    const dialog = await dialogTitled('部门添加');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入部门名称'), { target: { value: '信息中心' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功!')).toBeTruthy();
    expect(add).toHaveBeenCalledWith(dept, expect.objectContaining({ deptName: '信息中心', parentId: ROOT_PARENT_ID, hospCode: '10001' }));
    expect(await screen.findByText('信息中心')).toBeTruthy();
  });

  it('adds a child under the node it was asked on (添加子级)', async () => {
    const { add, provider } = renderTree('10001');
    await screen.findByText('心内科');
    fireEvent.click(within(nodeRow('临床科室')).getByRole('button', { name: '添加子级' }));
    const dialog = await dialogTitled('部门添加');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入部门名称'), { target: { value: '骨科' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('骨科')).toBeTruthy();
    const clinical = provider.rowsOf('hosp-dept').find((row) => row.deptName === '临床科室')!;
    expect(add).toHaveBeenCalledWith(dept, expect.objectContaining({ deptName: '骨科', parentId: clinical.id, hospCode: '10001' }));
  });

  it('keeps the tree when the server refuses to delete a node with children', async () => {
    const { onError } = renderTree('10001');
    await screen.findByText('心内科');
    fireEvent.click(within(nodeRow('临床科室')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('此操作将永久删除该条记录，是否继续?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('请先删除子级部门'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nodeTitles()).toContain('临床科室');
    expect(screen.queryByText('删除成功!')).toBeNull();
  });

  it('deletes a leaf, says 删除成功! and re-queries', async () => {
    renderTree('10001');
    await screen.findByText('心内科');
    fireEvent.click(within(nodeRow('放射科')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    await waitFor(() => expect(nodeTitles()).not.toContain('放射科'));
  });
});
