// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import { LoginForm, type LoginFormProps } from './LoginForm';

function renderForm(overrides: Partial<LoginFormProps> = {}) {
  const props: LoginFormProps = {
    submitting: false,
    captchaNeeded: false,
    captchaImg: null,
    onSubmit: vi.fn(),
    onRefreshCaptcha: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<LoginForm {...props} />);
  return props;
}

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('LoginForm', () => {
  it('shows the contract placeholders and button', () => {
    renderForm();
    expect(screen.getByPlaceholderText('请输入账号或手机号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入密码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入图形验证码')).toBeNull();
  });

  it('shows required messages under empty inputs and does not submit', async () => {
    const props = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号或手机号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits the credentials (Enter submits the form too)', async () => {
    const props = renderForm();
    type('请输入账号或手机号', 'engineer');
    type('请输入密码', 'Demo@2026');
    // Enter in an input triggers the browser's implicit submission of the form: the same path.
    fireEvent.submit(screen.getByPlaceholderText('请输入密码').closest('form') as HTMLFormElement);
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(props.onSubmit).mock.calls[0]?.[0]).toMatchObject({ loginName: 'engineer', passWord: 'Demo@2026' });
  });

  it('shows the captcha when asked; clicking the image asks for a new one', async () => {
    const props = renderForm({ captchaNeeded: true, captchaImg: 'data:image/svg+xml;base64,AAAA' });
    expect(screen.getByPlaceholderText('请输入图形验证码')).toBeTruthy();
    type('请输入账号或手机号', ' engineer ');
    fireEvent.click(screen.getByRole('img'));
    expect(props.onRefreshCaptcha).toHaveBeenCalledWith('engineer');

    type('请输入密码', 'x');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
    type('请输入图形验证码', 'a7Kp');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(props.onSubmit).mock.calls[0]?.[0]).toMatchObject({ verifyCode: 'a7Kp' });
  });
});
