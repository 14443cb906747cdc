// @vitest-environment jsdom
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CustomActionDef } from '../../../engine/schema/entity-types';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import { RoleBindingDialog } from './RoleBindingDialog';
import { roleEntity, sampleRole, sampleRoleProvider } from './role-binding-samples';

const actionNamed = (name: string) => roleEntity.actions!.find((action) => action.name === name) as CustomActionDef;

describe('RoleBindingDialog (the 绑定菜单 / 绑定权限 row actions)', () => {
  it('opens on the tab the action names, titled with the role, and re-queries when closed', async () => {
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithProviders(
      <RoleBindingDialog
        entity={roleEntity}
        action={actionNamed('permissionBinding')}
        provider={sampleRoleProvider()}
        hospCode={undefined}
        row={sampleRole}
        onClose={onClose}
        onDone={onDone}
      />,
    );
    expect(await screen.findByText('绑定权限 - 维修工程师')).toBeTruthy();
    await screen.findByText('医院部门新增');
    expect(screen.getByRole('tab', { name: '权限绑定' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
  });
});
