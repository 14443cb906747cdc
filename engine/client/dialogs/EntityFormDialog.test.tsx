// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { EntityFormDialog } from './EntityFormDialog';

const acct = sampleEntities.acct;
const provider = () => createMemoryDataProvider({ tables: sampleTables });
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;
const confirmIn = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
const openSelect = (dialog: HTMLElement, field: string) => fireEvent.click(dialog.querySelector(`[data-field="${field}"] .arco-select-view`)!);
const offered = () => [...document.querySelectorAll('.arco-select-option')].map((option) => option.textContent);
const choose = async (dialog: HTMLElement, field: string, label: string) => {
  openSelect(dialog, field);
  await waitFor(() => expect(offered()).toContain(label));
  fireEvent.click([...document.querySelectorAll<HTMLElement>('.arco-select-option')].find((option) => option.textContent === label)!);
};

function fillBatch(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByPlaceholderText('请输入账号名称/姓名'), { target: { value: '统一名称' } });
  fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'same_pass1' } });
}

// Issue 10 item 5: the account screen's dialogs, as the engine renders schemas/acct.json.
describe('account dialogs', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('the add dialog offers only the account types it accepts (01 and 02)', async () => {
    renderEngine(<EntityFormDialog entity={acct} dialog="add" provider={provider()} onSubmit={async () => {}} onClose={() => {}} />);
    const dialog = await dialogTitled('平台账号添加');
    openSelect(dialog, 'type');
    await waitFor(() => expect(offered()).toEqual(['医院级标准用户', '非标准用户']));
  });

  it('states the password rule under the password field, the same in add, batch and reset', async () => {
    for (const [dialogName, title] of [['add', '平台账号添加'], ['batch', '平台账号批量修改'], ['resetPass', '重置登录密码']] as const) {
      const view = renderEngine(<EntityFormDialog entity={acct} dialog={dialogName} provider={provider()} onSubmit={async () => {}} onClose={() => {}} />);
      const dialog = await dialogTitled(title);
      expect(within(dialog).getByText('6至20位字母、数字或下划线')).toBeTruthy();
      fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'x' } });
      confirmIn(dialog);
      expect(await within(dialog).findByText('请输入6至20位数字字母组成的密码')).toBeTruthy();
      view.unmount();
    }
  });

  it('batch edit says what it will do to how many accounts, and asks before sending', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    renderEngine(<EntityFormDialog entity={acct} dialog="batch" count={3} provider={provider()} onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await dialogTitled('平台账号批量修改');
    expect(within(dialog).getByText(/所选的 3 个账号将被设置为同一个账号类型、同一个名称\/姓名、同一个密码和同一个状态/)).toBeTruthy();
    await choose(dialog, 'type', '医院级标准用户');
    await choose(dialog, 'state', '正常');
    fillBatch(dialog);

    confirmIn(dialog);
    const question = await screen.findByText('确定把所选 3 个账号的类型、名称/姓名、密码和状态全部改为填写的值吗？');
    const box = question.closest<HTMLElement>('.arco-modal')!;
    fireEvent.click(within(box).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/全部改为填写的值吗/)).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    confirmIn(dialog);
    const again = (await screen.findByText(/全部改为填写的值吗/)).closest<HTMLElement>('.arco-modal')!;
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ type: '01', acctName: '统一名称', passWord: 'same_pass1', state: '1' }));
    expect(onClose).toHaveBeenCalled();
  });
});
