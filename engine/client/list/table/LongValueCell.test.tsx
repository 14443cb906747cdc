// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDataProvider } from '../../data/memory-data-provider';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleTables } from '../../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../../test-support/render-engine';
import { ListScreen } from '../ListScreen';
import { readableValue } from './LongValueCell';

// An init-data parameter as large as the demo's (~11 KB of JSON on one line).
const bigJson = JSON.stringify({
  roles: Array.from({ length: 200 }, (_, index) => ({ roleName: `角色${index}`, menus: ['/eqp/index', '/mtc-record'] })),
});
const bigParam = {
  id: 'e'.repeat(24),
  type: 'hosp_init_data',
  subType: 'standard',
  val: bigJson,
  description: '标准初始化数据',
  createDateTime: '2026-11-20 08:00:00',
  lstupdDateTime: '2026-11-20 08:00:00',
};

describe('viewer columns (issue 10 item 10: the parameter value ran under 操作)', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('cuts the value to its column with an ellipsis and shows all of it, indented, in 查看', async () => {
    const provider = createMemoryDataProvider({ tables: { ...sampleTables, param: [bigParam] } });
    renderEngine(<ListScreen entity={sampleEntities.param} provider={provider} />, '/param');
    const cell = (await screen.findByText(bigJson)) as HTMLElement;
    expect(cell.style.maxWidth).toBe('256px');
    fireEvent.click(within(cell.parentElement!).getByRole('button', { name: '查看' }));
    const dialog = (await screen.findByText('参数值', { selector: '.arco-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog.querySelector('pre')!.textContent).toBe(JSON.stringify(JSON.parse(bigJson), null, 2));
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('参数值', { selector: '.arco-modal-title' })).toBeNull());
  });

  it('indents JSON and leaves other text alone', () => {
    expect(readableValue('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(readableValue('医疗设备全生命周期管理平台')).toBe('医疗设备全生命周期管理平台');
    expect(readableValue('{not json')).toBe('{not json');
  });
});
