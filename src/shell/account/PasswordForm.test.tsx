// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import { PasswordForm } from './PasswordForm';

function renderForm() {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordForm onChanged={() => {}} />
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
  return { type, submit };
}

describe('PasswordForm', () => {
  it('shows the seed messages for missing fields', async () => {
    const { submit } = renderForm();
    submit();
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请确认新密码')).toBeTruthy();
  });

  it('refuses a new password equal to the current one, a weak one, and a mismatch', async () => {
    const { type, submit } = renderForm();
    type('原密码', 'Demo@2026');
    type('新密码', 'Demo@2026');
    type('确认新密码', 'Other@2026');
    submit();
    expect(await screen.findByText('新密码不能等于当前密码!')).toBeTruthy();
    expect(screen.getByText('两次输入密码不一致!')).toBeTruthy();
    type('新密码', 'abcdefgh');
    type('确认新密码', 'abcdefgh');
    submit();
    expect((await screen.findAllByText('请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码')).length).toBe(2);
  });
});
