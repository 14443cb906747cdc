// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import * as stories from './CockpitRefusal.stories';

const { NoTokenNorKey, KeyInvalid, Denied } = composeStories(stories);

describe('CockpitRefusal', () => {
  it('asks for a login or a display key, with the way to the login and no figure', () => {
    renderWithProviders(<NoTokenNorKey />);
    expect(screen.getByRole('alert').textContent).toContain('请登录或使用大屏访问密钥');
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdigital%3Fhosp_code%3D10001&hosp_code=10001',
    );
  });

  it('tells a refused key apart, without a login link (a wall display cannot sign in)', () => {
    renderWithProviders(<KeyInvalid />);
    expect(screen.getByRole('heading').textContent).toBe('大屏访问密钥无效或已吊销');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the server’s words for another hospital', () => {
    renderWithProviders(<Denied />);
    expect(screen.getByRole('alert').textContent).toContain('您没有该医院的访问权限');
  });
});
