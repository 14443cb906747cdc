// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { createMemoryDraftStorage } from './drafts/draft-store';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct, sampleDic, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { EntityFormDialog } from './EntityFormDialog';

const acct = sampleEntities.acct;
const provider = () => createMemoryDataProvider({ tables: sampleTables });
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;
const confirmIn = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
const openSelect = (dialog: HTMLElement, field: string) =>
  fireEvent.click(dialog.querySelector(`[data-field="${field}"] .arco-select-view`)!);
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
    for (const [dialogName, title] of [
      ['add', '平台账号添加'],
      ['batch', '平台账号批量修改'],
      ['resetPass', '重置登录密码'],
    ] as const) {
      const view = renderEngine(
        <EntityFormDialog entity={acct} dialog={dialogName} provider={provider()} onSubmit={async () => {}} onClose={() => {}} />,
      );
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
    expect(within(dialog).getByText(/只有勾选修改的字段会写入所选的 3 个账号/)).toBeTruthy();
    await choose(dialog, 'type', '医院级标准用户');
    await choose(dialog, 'state', '正常');
    fillBatch(dialog);

    confirmIn(dialog);
    const question = await screen.findByText('确定把所选 3 个账号的勾选字段改为填写的值吗？');
    const box = question.closest<HTMLElement>('.arco-modal')!;
    fireEvent.click(within(box).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/勾选字段改为填写的值吗/)).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    confirmIn(dialog);
    const again = (await screen.findByText(/勾选字段改为填写的值吗/)).closest<HTMLElement>('.arco-modal')!;
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ type: '01', acctName: '统一名称', passWord: 'same_pass1', state: '1' }, {}),
    );
    expect(onClose).toHaveBeenCalled();
  });
});

const dic = sampleEntities.dic;
const dicRow = { ...sampleDic.find((row) => row.type === 'ACCT_STATE' && row.val === '1')!, rowVersion: 3 };
const input = (dialog: HTMLElement, placeholder: string) => within(dialog).getByPlaceholderText(placeholder) as HTMLInputElement;
const fill = (dialog: HTMLElement, placeholder: string, value: string) =>
  fireEvent.change(input(dialog, placeholder), { target: { value } });
const tick = (dialog: HTMLElement, field: string) => fireEvent.click(dialog.querySelector(`[data-field-choice="${field}"]`)!);
const ticked = (dialog: HTMLElement, field: string) =>
  dialog.querySelector(`[data-field-choice="${field}"]`)!.getAttribute('aria-checked') === 'true';
const errorAt = (dialog: HTMLElement, field: string) => dialog.querySelector(`[data-field="${field}"] [role="alert"]`)?.textContent;

// Issue 25: edits send what changed, batch edits the chosen fields, refusals keep the dialog open.
describe('edits send only what changed', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('sends the changed field with the version read, and nothing when nothing changed', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    renderEngine(
      <EntityFormDialog
        entity={dic}
        dialog="edit"
        formData={dicRow}
        sendsChanges
        provider={provider()}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await dialogTitled('系统字典修改编辑');
    confirmIn(dialog);
    expect(await within(dialog).findByText('没有需要修改的内容')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fill(dialog, '请输入描述/名称', '已启用');
    confirmIn(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ description: '已启用' }, { rowVersion: 3 }));
  });

  it('keeps the password when left blank, and says so', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    // As the server reads it: a password is never returned.
    const { passWord: _never, ...read } = sampleAcct[1]!;
    const row = { ...read, rowVersion: 0 };
    renderEngine(
      <EntityFormDialog
        entity={acct}
        dialog="edit"
        formData={row}
        sendsChanges
        provider={provider()}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await dialogTitled('平台账号修改编辑');
    expect(dialog.querySelector('input[type="password"]')!.getAttribute('placeholder')).toBe('不修改请留空');
    fill(dialog, '请输入账号名称/姓名', '新名字');
    confirmIn(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ acctName: '新名字' }, { rowVersion: 0 }));
  });
});

describe('batch edits change the chosen fields', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('starts with every field unchosen; typing chooses a field; only chosen fields are sent', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    renderEngine(
      <EntityFormDialog
        entity={dic}
        dialog="batch"
        count={2}
        rowVersions={{ a: 1 }}
        provider={provider()}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = await dialogTitled('系统字典批量修改');
    expect(['type', 'description', 'val', 'sort'].map((field) => ticked(dialog, field))).toEqual([false, false, false, false]);
    confirmIn(dialog);
    expect(await within(dialog).findByText('没有需要修改的内容')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fill(dialog, '请输入描述/名称', '统一描述');
    await waitFor(() => expect(ticked(dialog, 'description')).toBe(true));
    confirmIn(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ description: '统一描述' }, { rowVersions: { a: 1 } }));
  });

  it('requires a chosen field with its seed message; unticking puts it back and sends nothing of it', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    renderEngine(<EntityFormDialog entity={dic} dialog="batch" provider={provider()} onSubmit={onSubmit} onClose={() => {}} />);
    const dialog = await dialogTitled('系统字典批量修改');
    tick(dialog, 'val');
    confirmIn(dialog);
    await waitFor(() => expect(errorAt(dialog, 'val')).toBe('值为必输项'));
    fill(dialog, '请输入类型', 'X');
    tick(dialog, 'type');
    await waitFor(() => expect(input(dialog, '请输入类型').value).toBe(''));
    fill(dialog, '请输入值', '9');
    confirmIn(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ val: '9' }, {}));
  });
});

describe('a refused save keeps the dialog open', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows a message about a field at that field, with everything typed still there', async () => {
    const onSubmit = vi.fn(async () => ({ ok: false, failure: { code: '002', msg: '该类型下已存在相同的值' } }) as const);
    const onClose = vi.fn();
    renderEngine(<EntityFormDialog entity={dic} dialog="add" provider={provider()} onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await dialogTitled('系统字典添加');
    fill(dialog, '请输入类型', 'ACCT_STATE');
    fill(dialog, '请输入描述/名称', '重复');
    fill(dialog, '请输入值', '1');
    fill(dialog, '请输入排序', '3');
    confirmIn(dialog);
    await waitFor(() => expect(errorAt(dialog, 'val')).toBe('该类型下已存在相同的值'));
    expect(onClose).not.toHaveBeenCalled();
    expect(input(dialog, '请输入描述/名称').value).toBe('重复');
    // Changing the field takes its server message away.
    fill(dialog, '请输入值', '7');
    await waitFor(() => expect(errorAt(dialog, 'val')).toBeFalsy());
  });

  it('shows any other message above the form, and a rejected save the same way', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(Object.assign(new Error('服务器内部错误'), { code: '500', msg: '服务器内部错误' })));
    renderEngine(<EntityFormDialog entity={dic} dialog="add" provider={provider()} onSubmit={onSubmit} onClose={() => {}} />);
    const dialog = await dialogTitled('系统字典添加');
    fill(dialog, '请输入类型', 'T');
    fill(dialog, '请输入描述/名称', 'd');
    fill(dialog, '请输入值', 'v');
    fill(dialog, '请输入排序', '1');
    confirmIn(dialog);
    expect(await within(dialog).findByText('服务器内部错误')).toBeTruthy();
    expect(input(dialog, '请输入类型').value).toBe('T');
  });
});

describe('drafts', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('keeps what was typed after the dialog closes, restores it with a notice, never the password', async () => {
    const memory = provider();
    const first = renderEngine(
      <EntityFormDialog entity={acct} dialog="add" provider={memory} onSubmit={async () => ({ ok: true })} onClose={() => {}} />,
    );
    let dialog = await dialogTitled('平台账号添加');
    fill(dialog, '请输入账号名称/姓名', '草稿里的名字');
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'secret_1' } });
    await waitFor(() => expect(JSON.stringify(memory.drafts!.read())).toContain('草稿里的名字'));
    expect(JSON.stringify(memory.drafts!.read())).not.toContain('secret_1');
    first.unmount();

    renderEngine(
      <EntityFormDialog entity={acct} dialog="add" provider={memory} onSubmit={async () => ({ ok: true })} onClose={() => {}} />,
    );
    dialog = await dialogTitled('平台账号添加');
    expect(within(dialog).getByText('已恢复未保存的草稿')).toBeTruthy();
    expect(input(dialog, '请输入账号名称/姓名').value).toBe('草稿里的名字');
    expect((dialog.querySelector('input[type="password"]') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: '丢弃草稿' }));
    await waitFor(() => expect(input(dialog, '请输入账号名称/姓名').value).toBe(''));
    expect(within(dialog).queryByText('已恢复未保存的草稿')).toBeNull();
    expect(memory.drafts!.read()).toEqual({});
  });

  it('writes the draft when the dialog closes at once, and forgets it once saved', async () => {
    const memory = provider();
    const onClose = vi.fn();
    const view = renderEngine(
      <EntityFormDialog
        entity={dic}
        dialog="add"
        hospCode="10001"
        provider={memory}
        onSubmit={async () => ({ ok: true })}
        onClose={onClose}
      />,
    );
    const dialog = await dialogTitled('系统字典添加');
    fill(dialog, '请输入类型', 'KEEP');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    expect(Object.keys(memory.drafts!.read() as object)).toEqual(['dic|10001|add|']);
    view.unmount();

    renderEngine(
      <EntityFormDialog
        entity={dic}
        dialog="add"
        hospCode="10001"
        provider={memory}
        onSubmit={async () => ({ ok: true })}
        onClose={onClose}
      />,
    );
    const again = await dialogTitled('系统字典添加');
    fill(again, '请输入描述/名称', 'd');
    fill(again, '请输入值', 'v');
    fill(again, '请输入排序', '1');
    confirmIn(again);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(memory.drafts!.read()).toEqual({});
  });

  it('reopened on a row saved since the draft began, merges the draft into it, or shows the conflict at once', async () => {
    const draftOf = () =>
      createMemoryDraftStorage({
        [`dic||edit|${dicRow.id}`]: {
          entity: 'dic',
          dialog: 'edit',
          rowId: dicRow.id,
          base: { type: 'ACCT_STATE', description: '正常', val: '1', sort: 1 },
          rowVersion: 3,
          values: { type: 'ACCT_STATE', description: '草稿', descriptionEn: null, val: '1', sort: 1 },
          savedAt: 1,
        },
      });
    const onSubmit = vi.fn(async () => ({ ok: true }) as const);
    const merged = createMemoryDataProvider({ tables: sampleTables, drafts: draftOf() });
    const first = renderEngine(
      <EntityFormDialog
        entity={dic}
        dialog="edit"
        formData={{ ...dicRow, sort: 8, rowVersion: 4 }}
        sendsChanges
        provider={merged}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    let dialog = await dialogTitled('系统字典修改编辑');
    expect(input(dialog, '请输入描述/名称').value).toBe('草稿');
    expect(input(dialog, '请输入排序').value).toBe('8');
    expect(dialog.querySelector('.engine-conflict-panel')).toBeNull();
    confirmIn(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ description: '草稿' }, { rowVersion: 4 }));
    first.unmount();

    const conflicting = createMemoryDataProvider({ tables: sampleTables, drafts: draftOf() });
    renderEngine(
      <EntityFormDialog
        entity={dic}
        dialog="edit"
        formData={{ ...dicRow, description: '他人', rowVersion: 4 }}
        sendsChanges
        provider={conflicting}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    dialog = await dialogTitled('系统字典修改编辑');
    const row = dialog.querySelector('[data-conflict-field="description"]')!;
    expect(['mine', 'theirs', 'base'].map((side) => row.querySelector(`[data-side="${side}"]`)?.textContent)).toEqual([
      '草稿',
      '他人',
      '正常',
    ]);
    expect(input(dialog, '请输入描述/名称').value).toBe('草稿');
  });
});
