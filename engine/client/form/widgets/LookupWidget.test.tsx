// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LookupOptionsRequest } from '../../../schema/lookup-picker';
import { WidgetPreview } from '../stories/WidgetPreview';
import { renderForm } from '../test-support/render-form';

const shownValue = () => screen.getByTestId('widget-value').textContent;
const offered = () => [...document.querySelectorAll<HTMLElement>('.arco-select-option')].map((option) => option.textContent);
const id = (n: number) => n.toString(16).padStart(24, '0');
/** 25 records: 设备01 … 设备25, answered by label and page like the server's lookup-options. */
const records = Array.from({ length: 25 }, (_, index) => ({ value: id(index + 1), label: `设备${String(index + 1).padStart(2, '0')}` }));

function fakeLoader(asked: LookupOptionsRequest[]) {
  return async (request: LookupOptionsRequest) => {
    asked.push(request);
    if (request.ids) return { list: records.filter((record) => request.ids!.includes(record.value)), total: 1 };
    const matching = records.filter((record) => record.label.includes(request.keyword ?? ''));
    const start = ((request.index ?? 1) - 1) * 20;
    return { list: matching.slice(start, start + 20), total: matching.length };
  };
}

function renderLookup(asked: LookupOptionsRequest[], value?: string) {
  renderForm(
    <WidgetPreview
      widget="lookup"
      field={{ type: 'string', title: '所属设备' }}
      formContext={{ loadLookupOptions: fakeLoader(asked), hospCode: '10001' }}
      {...(value ? { value } : {})}
    />,
  );
  return screen.getByRole('combobox');
}

describe('lookup widget', () => {
  it('asks nothing until opened, then offers the first page and searches what is typed on the server', async () => {
    const asked: LookupOptionsRequest[] = [];
    const box = renderLookup(asked);
    expect(asked).toEqual([]);
    fireEvent.click(box);
    await waitFor(() => expect(offered()).toHaveLength(20));
    expect(asked[0]).toEqual({ field: 'value', keyword: '', index: 1, hospCode: '10001' });
    fireEvent.change(document.querySelector('.arco-select input')!, { target: { value: '设备2' } });
    await waitFor(() => expect(offered()).toEqual(['设备20', '设备21', '设备22', '设备23', '设备24', '设备25']));
    // Arco marks the typed text inside each option: click the option itself.
    fireEvent.click([...document.querySelectorAll<HTMLElement>('.arco-select-option')].find((option) => option.textContent === '设备23')!);
    await waitFor(() => expect(shownValue()).toBe(JSON.stringify(id(23))));
  });

  it('shows the label of the value it opens with, asked by id', async () => {
    const asked: LookupOptionsRequest[] = [];
    renderLookup(asked, id(7));
    await waitFor(() => expect(document.querySelector('.arco-select-view-value')?.textContent).toBe('设备07'));
    expect(asked).toEqual([{ field: 'value', ids: [id(7)], hospCode: '10001' }]);
  });
});
