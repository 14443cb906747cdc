// @vitest-environment jsdom
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntitySchema } from '../../schema/entity-types';
import { EntityForm, type EntityFormHandle } from './EntityForm';
import { inMemoryOptions } from './stories/entity-fixtures';
import { renderForm } from './test-support/render-form';

/** A dialog lock as the menu form has it: under the root, the component is layout and cannot be changed. */
const entity: EntitySchema = {
  name: 'lock-sample',
  title: '锁定示例',
  kind: 'list',
  scope: 'platform',
  table: 'lock_sample',
  endpoint: '/db/lock-sample',
  operations: ['add'],
  permissions: {},
  fields: {
    parent: { type: 'string', title: '上级' },
    component: { type: 'string', title: '组件' },
  },
  list: { columns: ['parent'] },
  dialogs: {
    add: { title: '添加', fields: ['parent', 'component'], locks: [{ when: { parent: ['root'] }, values: { component: 'layout' } }] },
  },
};

function renderLocked(formData: Record<string, unknown>) {
  const ref = createRef<EntityFormHandle>();
  const onSubmit = vi.fn();
  renderForm(<EntityForm ref={ref} entity={entity} dialog="add" provider={inMemoryOptions} formData={formData} onSubmit={onSubmit} />);
  const submit = async () => {
    let result: Record<string, unknown> | undefined;
    await act(async () => {
      result = await ref.current?.submit();
    });
    return result;
  };
  return {
    submit,
    parent: screen.getByPlaceholderText('请输入上级') as HTMLInputElement,
    component: () => screen.getByPlaceholderText('请输入组件') as HTMLInputElement,
  };
}

describe('EntityForm: dialog locks', () => {
  it('opens a locked field disabled with its value, whatever the record had, and submits that value', async () => {
    const { submit, component } = renderLocked({ parent: 'root', component: 'eqp/index' });
    expect(component().value).toBe('layout');
    expect(component().disabled).toBe(true);
    expect(await submit()).toEqual({ parent: 'root', component: 'layout' });
  });

  it('locks and unlocks as the other field changes; unlocked, the value can be edited again', async () => {
    const { submit, parent, component } = renderLocked({ parent: 'a', component: 'eqp/index' });
    expect(component().disabled).toBe(false);
    fireEvent.change(parent, { target: { value: 'root' } });
    await waitFor(() => expect(component().disabled).toBe(true));
    expect(component().value).toBe('layout');
    fireEvent.change(parent, { target: { value: 'b' } });
    await waitFor(() => expect(component().disabled).toBe(false));
    fireEvent.change(component(), { target: { value: 'eqp/list' } });
    expect(await submit()).toEqual({ parent: 'b', component: 'eqp/list' });
  });
});
