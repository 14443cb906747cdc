// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../platform/test-support/render-with-providers';
import { ApiError } from '../../../../platform/api/api-error';
import { forgotPasswordApi } from './forgot-password-api';
import { ForgotPasswordLink } from './ForgotPasswordLink';

vi.mock('./forgot-password-api', () => ({
  forgotPasswordApi: { sendCode: vi.fn(), verifyCode: vi.fn(), reset: vi.fn() },
}));
const api = vi.mocked(forgotPasswordApi);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openAndVerify() {
  renderWithProviders(<ForgotPasswordLink />);
  fireEvent.click(screen.getByText('忘记密码'));
  expect(await screen.findByText('找回密码')).toBeTruthy();
  type('手机号', '13800000001');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
  type('验证码', '123456');
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByLabelText('确认新密码');
}

beforeEach(() => {
  vi.resetAllMocks();
  api.sendCode.mockResolvedValue({ expireSeconds: 300, intervalSeconds: 60 });
  api.verifyCode.mockResolvedValue({ token: 't1', expireSeconds: 300 });
  api.reset.mockResolvedValue(null);
});

describe('ForgotPasswordLink', () => {
  it('checks the phone before asking for a code', async () => {
    renderWithProviders(<ForgotPasswordLink />);
    fireEvent.click(screen.getByText('忘记密码'));
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('手机号', '1380000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入11位数字格式手机号')).toBeTruthy();
    expect(api.sendCode).not.toHaveBeenCalled();
  });

  it('sends the code, counts down, verifies it and resets the password with the token', async () => {
    await openAndVerify();
    expect(api.sendCode).toHaveBeenCalledWith('13800000001');
    expect(api.verifyCode).toHaveBeenCalledWith('13800000001', '123456');
    type('新密码', 'New@2027x');
    type('确认新密码', 'Other@2027');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy();
    type('确认新密码', 'New@2027x');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
    expect(api.reset).toHaveBeenCalledWith({
      cellPhone: '13800000001',
      token: 't1',
      newPassWord: 'New@2027x',
      newPassWordConfirm: 'New@2027x',
    });
    expect(screen.getByRole('button', { name: '返回登录' })).toBeTruthy();
  });

  it('retries with the fresh token the server sends after a refused password', async () => {
    api.reset.mockRejectedValueOnce(new ApiError('001', '新密码不能等于当前密码!', { token: 't2' }));
    await openAndVerify();
    type('新密码', 'Demo@2026');
    type('确认新密码', 'Demo@2026');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(api.reset).toHaveBeenCalledTimes(1));
    type('新密码', 'New@2027x');
    type('确认新密码', 'New@2027x');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByText('密码已重置，请使用新密码登录');
    expect(api.reset.mock.calls[1]?.[0]).toMatchObject({ token: 't2' });
  });
});
