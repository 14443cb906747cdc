// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetPreview } from '../stories/WidgetPreview';
import { renderForm } from '../test-support/render-form';

const shownValue = () => screen.getByTestId('widget-value').textContent;

function clickDay(day: string) {
  const cell = [...document.querySelectorAll('.arco-picker-cell-in-view')].find((node) => node.textContent === day);
  if (!cell) throw new Error(`no day ${day} in the open panel`);
  fireEvent.click(cell.querySelector('.arco-picker-date') ?? cell);
}

describe('date widgets', () => {
  it('date: picking a day gives YYYY-MM-DD', async () => {
    renderForm(<WidgetPreview widget="date" field={{ type: 'string', title: '批准日期' }} value="2026-03-10" />);
    fireEvent.click(screen.getByPlaceholderText('请选择批准日期'));
    clickDay('15');
    await waitFor(() => expect(shownValue()).toBe('"2026-03-15"'));
  });
});

describe('date-time widgets', () => {
  it('dateTime: picking a day and confirming gives YYYY-MM-DD HH:mm:ss, the time kept', async () => {
    renderForm(<WidgetPreview widget="dateTime" field={{ type: 'string', title: '发布时间' }} value="2026-03-10 08:30:05" />);
    fireEvent.click(screen.getByPlaceholderText('请选择发布时间'));
    clickDay('15');
    fireEvent.click(document.querySelector('.arco-picker-btn-confirm') as HTMLElement);
    await waitFor(() => expect(shownValue()).toBe('"2026-03-15 08:30:05"'));
  });

  it('dateRange: two days and confirming give [from, to] as YYYY-MM-DD HH:mm:ss', async () => {
    renderForm(
      <WidgetPreview
        widget="dateRange"
        field={{ type: 'array', title: '创建时间', items: { type: 'string' } }}
        value={['2026-03-10 08:00:00', '2026-03-12 18:00:00']}
      />,
    );
    fireEvent.click(document.querySelector('.arco-picker-range input') as HTMLElement);
    clickDay('5');
    clickDay('20');
    fireEvent.click(document.querySelector('.arco-picker-btn-confirm') as HTMLElement);
    await waitFor(() => expect(shownValue()).toBe('["2026-03-05 08:00:00","2026-03-20 18:00:00"]'));
  });
});
