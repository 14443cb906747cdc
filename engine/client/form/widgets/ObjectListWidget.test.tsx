// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityFormProps } from '../EntityForm';
import { EntityFormStoryFrame } from '../stories/EntityFormStoryFrame';
import { renderForm } from '../test-support/render-form';
import * as stories from './ObjectListWidget.stories';

const { default: meta } = stories;
const propsOf = (story: { args?: Partial<EntityFormProps> }) => ({ ...meta.args, ...story.args }) as EntityFormProps;

const items = () => screen.queryAllByRole('region').filter((region) => region.classList.contains('engine-object-list-item'));
const item = (index: number) => items()[index]!;
const alerts = (scope: HTMLElement = document.body) =>
  within(scope)
    .queryAllByRole('alert')
    .map((node) => node.textContent);
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
const click = (scope: HTMLElement, name: string) => act(async () => fireEvent.click(within(scope).getByRole('button', { name })));
const submitted = () =>
  JSON.parse(screen.getByRole('region', { name: '提交的数据' }).querySelector('pre')!.textContent!) as { cards: { lable: string }[] };
const labels = () => items().map((region) => (within(region).getByPlaceholderText('请输入标签') as HTMLInputElement).value);

afterEach(() => {
  document.querySelectorAll('.arco-message, .arco-modal-wrapper').forEach((node) => {
    node.remove();
  });
});

describe('objectList widget', { timeout: 30_000 }, () => {
  it('asks for the list first, then for each field of an empty item, under that item', async () => {
    renderForm(<EntityFormStoryFrame {...propsOf(stories.Empty)} />);
    await submit();
    expect(alerts()).toEqual(['页面名称为必输项', '卡片为必输项']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '添加一项' })));
    expect(items()).toHaveLength(1);
    expect(within(item(0)).getByText('第 1 项')).toBeTruthy();
    expect(alerts(item(0))).toEqual(['请选择类型', '请输入标签', '请选择图标']);
    expect(alerts()).not.toContain('卡片为必输项');

    // Messages follow every change once a submit was tried.
    await act(async () => fireEvent.change(within(item(0)).getByPlaceholderText('请输入标签'), { target: { value: '报修' } }));
    expect(alerts(item(0))).toEqual(['请选择类型', '请选择图标']);
    expect(screen.queryByRole('region', { name: '提交的数据' })).toBeNull();
  });

  it('shows no item message before a submit is tried', async () => {
    renderForm(<EntityFormStoryFrame {...propsOf(stories.BlankItem)} />);
    expect(items()).toHaveLength(1);
    expect(alerts()).toEqual([]);
    await submit();
    expect(alerts(item(0))).toEqual(['请选择类型', '请输入标签', '请选择图标']);
  });

  it('moves, inserts after and deletes items, and hands the list over in its order with the wire names', async () => {
    renderForm(<EntityFormStoryFrame {...propsOf(stories.Filled)} />);
    expect(labels()).toEqual(['报修', '巡检', '保养']);
    expect((within(item(0)).getByRole('button', { name: '上移' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(item(2)).getByRole('button', { name: '下移' }) as HTMLButtonElement).disabled).toBe(true);

    await click(item(0), '下移');
    expect(labels()).toEqual(['巡检', '报修', '保养']);
    await click(item(2), '上移');
    expect(labels()).toEqual(['巡检', '保养', '报修']);

    await click(item(0), '插入');
    expect(labels()).toEqual(['巡检', '', '保养', '报修']);
    await submit();
    expect(alerts(item(1))).toEqual(['请选择类型', '请输入标签', '请选择图标']);
    expect(alerts(item(0))).toEqual([]);

    await click(item(1), '删除');
    expect(labels()).toEqual(['巡检', '保养', '报修']);
    await submit();
    expect(submitted().cards.map((card) => card.lable)).toEqual(['巡检', '保养', '报修']);
    expect(Object.keys(submitted().cards[0]!)).toEqual(['type', 'lable', 'icon']);
  });

  it("keeps an item's edits with the item when it moves", async () => {
    renderForm(<EntityFormStoryFrame {...propsOf(stories.Filled)} />);
    await act(async () => fireEvent.change(within(item(2)).getByPlaceholderText('请输入标签'), { target: { value: '保养计划' } }));
    await click(item(2), '上移');
    expect(labels()).toEqual(['报修', '保养计划', '巡检']);
  });

  it('shows the items without buttons when read-only', () => {
    renderForm(<EntityFormStoryFrame {...propsOf(stories.ReadOnly)} />);
    expect(items()).toHaveLength(3);
    expect(within(item(0)).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加一项' })).toBeNull();
  });
});
