// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomActionDef } from '../../../engine/schema/action-types';
import { createMemoryDataProvider } from '../../../engine/client/core';
import { sampleEntities, sampleTables } from '../../../engine/client/testing';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../../../engine/client/test-support/render-engine';
import { EndpointFormAction } from './EndpointFormAction';

const acct = sampleEntities.acct;
const action = {
  name: 'resetPass',
  kind: 'custom',
  component: 'endpointForm',
  label: '重置密码',
  options: { dialog: 'resetPass', endpoint: 'acct-reset-pass', empty: true },
} as unknown as CustomActionDef;
const row = { id: 'a1', acctName: '张三', hospCode: '10001' };

function open(answer: () => unknown) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const provider = createMemoryDataProvider({ tables: sampleTables, endpoints: { 'acct/acct-reset-pass': answer } });
  renderEngine(
    <EndpointFormAction entity={acct} action={action} provider={provider} hospCode="10001" row={row} onClose={onClose} onDone={onDone} />,
  );
  return { onClose, onDone };
}

async function typePasswordAndConfirm(): Promise<HTMLElement> {
  const dialog = (await screen.findByText('重置登录密码')).closest<HTMLElement>('[role="dialog"]')!;
  fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'new_pass1' } });
  const confirm = within(dialog).getByRole('button', { name: '确定' });
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(confirm);
  return dialog;
}

describe('a dialog saved through a declared endpoint', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('stays open with what was typed when the server refuses, and closes once saved', async () => {
    let refuse = true;
    const answer = vi.fn(() => {
      if (refuse) throw new Error('密码不能与最近使用过的密码相同');
      return null;
    });
    const { onClose, onDone } = open(answer);
    const dialog = await typePasswordAndConfirm();
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ passWord: 'new_pass1', id: 'a1', hospCode: '10001' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect((dialog.querySelector('input[type="password"]') as HTMLInputElement).value).toBe('new_pass1');

    refuse = false;
    const confirm = within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled || confirm.classList.contains('arco-btn-loading')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
