// @vitest-environment jsdom
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityForm, type EntityFormHandle, type EntityFormProps } from './EntityForm';
import { departmentTree, fixtureEntities, inMemoryOptions } from './stories/entity-fixtures';
import { renderForm } from './test-support/render-form';

function renderEntityForm(props: Partial<EntityFormProps> & Pick<EntityFormProps, 'entity' | 'dialog'>) {
  const ref = createRef<EntityFormHandle>();
  const onSubmit = vi.fn();
  const view = renderForm(<EntityForm ref={ref} provider={inMemoryOptions} onSubmit={onSubmit} {...props} />);
  const submit = async () => {
    let result: Record<string, unknown> | undefined;
    await act(async () => {
      result = await ref.current?.submit();
    });
    return result;
  };
  return { ...view, ref, onSubmit, submit };
}

/** The message shown under a field (rows carry the field name), or null. */
function messageOf(field: string): string | null {
  const row = document.querySelector(`[data-field="${field}"]`);
  return row?.querySelector('[role="alert"]')?.textContent ?? null;
}

const allMessages = () => [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent);

describe('EntityForm: dictionary', () => {
  it('add with an empty form shows each required message under its field and submits nothing', async () => {
    const { submit, onSubmit } = renderEntityForm({ entity: fixtureEntities.dic, dialog: 'add' });
    expect(allMessages()).toEqual([]);
    expect(await submit()).toBeUndefined();
    expect(messageOf('type')).toBe('类型为必输项');
    expect(messageOf('description')).toBe('描述/名称为必输项');
    expect(messageOf('val')).toBe('值为必输项');
    expect(messageOf('sort')).toBe('排序为必输项');
    expect(allMessages()).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('add refuses sort 40000 with the seed message; batch accepts it', async () => {
    const entry = { type: 'T', description: '测试', val: 'v', sort: 40000 };
    const add = renderEntityForm({ entity: fixtureEntities.dic, dialog: 'add', formData: entry });
    expect(await add.submit()).toBeUndefined();
    expect(messageOf('sort')).toBe('排序为1至32767的整数');
    expect(allMessages()).toEqual(['排序为1至32767的整数']);
    add.unmount();

    const batch = renderEntityForm({ entity: fixtureEntities.dic, dialog: 'batch', formData: entry });
    expect(await batch.submit()).toEqual(entry);
    expect(allMessages()).toEqual([]);
    expect(batch.onSubmit).toHaveBeenCalledWith(entry);
  });

  it('typing 40000 into sort shows the message; then it is live: fixing it clears the message', async () => {
    const { submit } = renderEntityForm({
      entity: fixtureEntities.dic,
      dialog: 'add',
      formData: { type: 'T', description: 'd', val: 'v' },
    });
    const sort = screen.getByPlaceholderText('请输入排序');
    fireEvent.change(sort, { target: { value: '40000' } });
    expect(allMessages()).toEqual([]);
    expect(await submit()).toBeUndefined();
    expect(messageOf('sort')).toBe('排序为1至32767的整数');
    fireEvent.change(sort, { target: { value: '12' } });
    await waitFor(() => expect(messageOf('sort')).toBeNull());
    expect(await submit()).toEqual({ type: 'T', description: 'd', val: 'v', sort: 12 });
  });

  it('marks required fields with a star and shows the zh placeholders', () => {
    renderEntityForm({ entity: fixtureEntities.dic, dialog: 'add' });
    const stars = [...document.querySelectorAll('[data-field] label strong')].map((star) =>
      star.closest('[data-field]')?.getAttribute('data-field'),
    );
    expect(stars).toEqual(['type', 'description', 'val', 'sort']);
    expect(screen.getByPlaceholderText('请输入类型')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入描述/名称')).toBeTruthy();
  });

  it('treats null and empty strings of the record as absent, and drops fields the dialog does not have', async () => {
    const { submit } = renderEntityForm({
      entity: fixtureEntities.dic,
      dialog: 'edit',
      formData: { id: '6650a1b2c3d4e5f601000009', type: 'T', description: '', val: null, sort: 3, createDateTime: '2026-01-01 00:00:00' },
    });
    expect(await submit()).toBeUndefined();
    expect(allMessages()).toEqual(['描述/名称为必输项', '值为必输项']);
    fireEvent.change(screen.getByPlaceholderText('请输入描述/名称'), { target: { value: '名称' } });
    fireEvent.change(screen.getByPlaceholderText('请输入值'), { target: { value: 'v' } });
    await waitFor(() => expect(allMessages()).toEqual([]));
    expect(await submit()).toEqual({ type: 'T', description: '名称', val: 'v', sort: 3 });
  });
});

describe('EntityForm: account add', () => {
  const base = { acctName: '张三', passWord: 'secret1' };

  it('type 01 without a phone shows 医院级标准用户必须输入手机号 under the phone, with a star', async () => {
    const { submit } = renderEntityForm({ entity: fixtureEntities.acct, dialog: 'add', formData: { ...base, type: '01' } });
    expect(await submit()).toBeUndefined();
    expect(allMessages()).toEqual(['医院级标准用户必须输入手机号']);
    expect(messageOf('cellPhone')).toBe('医院级标准用户必须输入手机号');
    expect(document.querySelector('[data-field="cellPhone"] label strong')).not.toBeNull();
    expect(document.querySelector('[data-field="acctNo"] label strong')).toBeNull();
  });

  it('type 02 without an account number shows 非用户类型必须输入账号 under it', async () => {
    const { submit } = renderEntityForm({ entity: fixtureEntities.acct, dialog: 'add', formData: { ...base, type: '02' } });
    expect(await submit()).toBeUndefined();
    expect(allMessages()).toEqual(['非用户类型必须输入账号']);
    expect(messageOf('acctNo')).toBe('非用户类型必须输入账号');
  });

  it('after a submit, changing the type moves the conditional message and the star live', async () => {
    const { submit } = renderEntityForm({ entity: fixtureEntities.acct, dialog: 'add', formData: { ...base, type: '01' } });
    expect(await submit()).toBeUndefined();
    expect(allMessages()).toEqual(['医院级标准用户必须输入手机号']);
    fireEvent.click(document.querySelector('[data-field="type"] .arco-select-view') as HTMLElement);
    fireEvent.click(await screen.findByText('非标准用户(主任)'));
    await waitFor(() => expect(allMessages()).toEqual(['非用户类型必须输入账号']));
    expect(messageOf('acctNo')).toBe('非用户类型必须输入账号');
    expect(document.querySelector('[data-field="acctNo"] label strong')).not.toBeNull();
    expect(document.querySelector('[data-field="cellPhone"] label strong')).toBeNull();
  });

  it('an empty add names type, name and password; a complete one submits only the dialog fields', async () => {
    const empty = renderEntityForm({ entity: fixtureEntities.acct, dialog: 'add' });
    expect(await empty.submit()).toBeUndefined();
    expect(allMessages()).toEqual(['账号类型为必输项', '账号名称/姓名为必输项', '密码为必输项']);
    empty.unmount();

    const complete = renderEntityForm({
      entity: fixtureEntities.acct,
      dialog: 'add',
      formData: { ...base, type: '01', cellPhone: '13800000009' },
    });
    expect(await complete.submit()).toEqual({ type: '01', cellPhone: '13800000009', ...base });
  });

  it('loads the account types through the options loader, searchable', async () => {
    renderEntityForm({ entity: fixtureEntities.acct, dialog: 'add' });
    const typeSelect = document.querySelector('[data-field="type"] .arco-select-view') as HTMLElement;
    expect(typeSelect.textContent).toContain('请选择账号类型');
    fireEvent.click(typeSelect);
    expect(await screen.findByText('医院级标准用户')).toBeTruthy();
    expect(screen.getByText('非标准用户(主任)')).toBeTruthy();
    fireEvent.change(typeSelect.querySelector('input') as HTMLInputElement, { target: { value: '主任' } });
    const optionTexts = () => [...document.querySelectorAll('.arco-select-option')].map((option) => option.textContent);
    await waitFor(() => expect(optionTexts()).toEqual(['非标准用户(主任)']));
    fireEvent.click(document.querySelector('.arco-select-option') as HTMLElement);
    await waitFor(() => expect(typeSelect.textContent).toContain('非标准用户(主任)'));
  });
});

describe('EntityForm: department (hospital tree)', () => {
  it('fills hospCode from the current hospital and keeps read-only fields disabled', async () => {
    const { submit } = renderEntityForm({
      entity: fixtureEntities.hospDept,
      dialog: 'add',
      hospCode: '10001',
      treeData: departmentTree,
      formData: { parentId: '6650a1b2c3d4e5f601000001', deptName: '质控组' },
    });
    const parent = document.querySelector('[data-field="parentId"] .arco-tree-select') as HTMLElement;
    expect(parent.textContent).toContain('设备科');
    expect(parent.className).toContain('arco-tree-select-disabled');
    expect(document.querySelector('[data-field="hospCode"] .arco-select')?.className).toContain('arco-select-disabled');
    expect(document.querySelector('[data-field="deptName"] input')?.hasAttribute('disabled')).toBe(false);
    expect(await submit()).toEqual({
      deptName: '质控组',
      parentId: '6650a1b2c3d4e5f601000001',
      hospCode: '10001',
      sort: 0,
      disabled: false,
    });
  });
});

describe('EntityForm in English', () => {
  it('shows titles, placeholders and the seed messages in English', async () => {
    const ref = createRef<EntityFormHandle>();
    renderForm(<EntityForm ref={ref} entity={fixtureEntities.dic} dialog="add" provider={inMemoryOptions} />, 'en');
    expect(screen.getByPlaceholderText('Please enter Type')).toBeTruthy();
    expect(document.querySelector('[data-field="sort"] label')?.textContent).toBe('* Sort order');
    await act(async () => {
      await ref.current?.submit();
    });
    expect(allMessages()).toEqual(['Type is required', 'Description/name is required', 'Value is required', 'Sort order is required']);
  });
});

describe('EntityForm as a dialog keeps it', () => {
  it('keeps what was typed when the caller re-renders with an equal record, and starts over on another record', async () => {
    const ref = createRef<EntityFormHandle>();
    const view = renderForm(
      <EntityForm ref={ref} entity={fixtureEntities.dic} dialog="edit" provider={inMemoryOptions} formData={{ type: 'A' }} />,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入值'), { target: { value: 'typed' } });
    expect((screen.getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('typed');
    view.rerender(<EntityForm ref={ref} entity={fixtureEntities.dic} dialog="edit" provider={inMemoryOptions} formData={{ type: 'A' }} />);
    expect((screen.getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('typed');

    await act(async () => {
      await ref.current?.submit();
    });
    expect(allMessages()).toEqual(['描述/名称为必输项', '排序为必输项']);
    view.rerender(<EntityForm ref={ref} entity={fixtureEntities.dic} dialog="edit" provider={inMemoryOptions} formData={{ type: 'B' }} />);
    expect((screen.getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('');
    expect((screen.getByPlaceholderText('请输入类型') as HTMLInputElement).value).toBe('B');
    expect(allMessages()).toEqual([]);
  });

  it('reset() goes back to the record and clears the messages', async () => {
    const { ref, submit } = renderEntityForm({ entity: fixtureEntities.dic, dialog: 'add', formData: { type: 'A' } });
    fireEvent.change(screen.getByPlaceholderText('请输入类型'), { target: { value: '' } });
    expect(await submit()).toBeUndefined();
    expect(messageOf('type')).toBe('类型为必输项');
    act(() => ref.current?.reset());
    expect((screen.getByPlaceholderText('请输入类型') as HTMLInputElement).value).toBe('A');
    expect(allMessages()).toEqual([]);
  });
});
