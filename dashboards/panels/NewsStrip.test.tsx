// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { composeStories } from '@storybook/react-vite';
import * as stories from './NewsStrip.stories';

const { Default, None } = composeStories(stories);

describe('NewsStrip', () => {
  it('shows the first three titles, pinned tagged, and opens a body on click', () => {
    renderWithProviders(<Default />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(screen.queryByText('平台将于本周六 22:00 至次日 02:00 进行升级维护。')).toBeNull();
    fireEvent.click(screen.getByText('平台系统升级维护通知'));
    expect(screen.getByText('平台将于本周六 22:00 至次日 02:00 进行升级维护。')).toBeTruthy();
    fireEvent.click(screen.getByText('全部 4 条'));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders nothing without announcements', () => {
    const { container } = renderWithProviders(<None />);
    expect(container.innerHTML).toBe('');
  });
});
