// @vitest-environment jsdom
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import hospUserInfo from '../../../schemas/hosp-user-info.json';
import { createMemoryDataProvider } from '../../../engine/client/core';
import type { CustomActionDef } from '../../../engine/schema/entity-types';
import { loadEntity } from '../../../engine/schema/load-entity';
import { freshSession, sessionAtom } from '../../../platform/state/session-atoms';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import type { DeptNode } from './use-hospital-departments';

// The departments come from the server's undelete-treeQuery; here each test says what it holds.
const departments = vi.hoisted(() => ({ current: [] as DeptNode[] }));
vi.mock('./use-hospital-departments', async (original) => ({
  ...(await original<typeof import('./use-hospital-departments')>()),
  useHospitalDepartments: () => ({ isSuccess: true, isFetching: false, data: departments.current }),
}));

const { UnboundAccountsDialog } = await import('./UnboundAccountsDialog');

const entity = loadEntity(hospUserInfo, 'schemas/hosp-user-info.json');
const action = entity.actions!.find((candidate) => candidate.name === 'unboundAccounts') as CustomActionDef;
const account = {
  id: 'a'.repeat(24),
  type: '01',
  acctName: '王新人',
  cellPhone: '14500000001',
  acctNo: null,
  createDateTime: '2026-05-01 09:00:00',
};

function renderDialog(options: { admin: boolean }) {
  const store = createStore();
  store.set(sessionAtom, { ...freshSession(true), isAdmin: options.admin });
  const provider = createMemoryDataProvider({ endpoints: { 'hosp-user-info/unbound-accounts': () => [account] } });
  renderWithProviders(
    <UnboundAccountsDialog entity={entity} action={action} provider={provider} hospCode="10001" onClose={vi.fn()} onDone={vi.fn()} />,
    { store },
  );
}

describe('未绑定医院的账号 (an account an abandoned wizard left unbound)', () => {
  it('marks each account 未绑定医院; 完成绑定 opens the wizard at its binding step', async () => {
    departments.current = [{ id: 'd'.repeat(24), deptName: '设备科' }];
    renderDialog({ admin: true });
    expect(await screen.findByText('王新人')).toBeTruthy();
    expect(screen.getByText('未绑定医院')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '完成绑定' }));
    expect(await screen.findByText('为未绑定医院的账号「王新人」绑定部门和角色')).toBeTruthy();
    expect(screen.queryByText(/该医院还没有部门/)).toBeNull();
  });

  it('in a hospital without departments, step 3 says so and offers to add one to whoever may', async () => {
    departments.current = [];
    renderDialog({ admin: true });
    fireEvent.click(await screen.findByRole('button', { name: '完成绑定' }));
    expect(await screen.findByText('该医院还没有部门；用户须绑定部门，请先新增部门')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增部门' })).toBeTruthy();
  });

  it('tells someone who may not add departments whom to ask', async () => {
    departments.current = [];
    renderDialog({ admin: false });
    fireEvent.click(await screen.findByRole('button', { name: '完成绑定' }));
    expect(await screen.findByText('该医院还没有部门；用户须绑定部门，请联系管理员在「医院部门」中新增')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增部门' })).toBeNull();
  });
});
