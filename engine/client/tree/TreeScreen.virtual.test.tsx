// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleResources, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { largeDeptRows } from './large-tree-sample';
import { TreeScreen } from './TreeScreen';

// 10 campuses of 10 divisions of 10 wards: 1,110 departments in hospital 10003.
const rows = largeDeptRows('10003', 10);

const renderedTitles = () => [...document.querySelectorAll('.arco-tree-node-title-text')].map((node) => node.textContent);

describe('TreeScreen with a large tree', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('renders only the rows in sight, each with its actions; a keyword shows the matches and clearing returns, keeping the selection', async () => {
    const provider = createMemoryDataProvider({ tables: { ...sampleTables, 'hosp-dept': rows }, resources: sampleResources });
    renderEngine(<TreeScreen entity={sampleEntities['hosp-dept']} provider={provider} hospCode="10003" />);
    await waitFor(() => expect(renderedTitles().slice(0, 3)).toEqual(['院区1', '科室1-1', '病区1-1-1']));
    const titles = renderedTitles();
    expect(titles.length).toBeLessThan(100);
    expect(screen.getAllByRole('button', { name: '添加子级' })).toHaveLength(titles.length);

    // The selection survives the filter (the tree is remounted per keyword).
    fireEvent.click(screen.getByText('科室1-1'));
    const selected = () => document.querySelector('.arco-tree-node-selected .arco-tree-node-title-text')?.textContent;
    await waitFor(() => expect(selected()).toBe('科室1-1'));

    const keyword = screen.getByPlaceholderText('输入关键字进行过滤');
    fireEvent.change(keyword, { target: { value: '病区7-3-1' } });
    await waitFor(() => expect(renderedTitles()).toEqual(['院区7', '科室7-3', '病区7-3-1', '病区7-3-10']));
    fireEvent.change(keyword, { target: { value: '病区1-1-2' } });
    await waitFor(() => expect(selected()).toBe('科室1-1'));

    fireEvent.change(keyword, { target: { value: '' } });
    await waitFor(() => expect(renderedTitles().slice(0, 3)).toEqual(['院区1', '科室1-1', '病区1-1-1']));
    expect(selected()).toBe('科室1-1');
  });
});
