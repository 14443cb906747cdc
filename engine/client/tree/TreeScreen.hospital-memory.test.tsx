// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import type { HospitalMemory } from '../hospital/hospital-memory';
import { sampleEntities } from '../stories/sample-entities';
import { sampleResources, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { TreeScreen } from './TreeScreen';

const dept = sampleEntities['hosp-dept'];

function memoryOf(choices: Record<string, string>): HospitalMemory {
  return {
    recall: (entity) => choices[entity],
    remember: (entity, hospCode) => {
      choices[entity] = hospCode;
    },
  };
}

function renderTree(hospCode: string | undefined, choices: Record<string, string>) {
  const provider = { ...createMemoryDataProvider({ tables: sampleTables, resources: sampleResources }), hospitalMemory: memoryOf(choices) };
  const treeQuery = vi.spyOn(provider, 'treeQuery');
  const options = vi.spyOn(provider, 'options');
  renderEngine(<TreeScreen entity={dept} provider={provider} hospCode={hospCode} />);
  return { treeQuery, options };
}

const nodeTitles = () => [...document.querySelectorAll('.arco-tree-node-title-text')].map((node) => node.textContent);
const chosenHospital = () => document.querySelector('.arco-select-view-value')?.textContent;

describe('TreeScreen, the hospital last chosen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('opens on the hospital last chosen on this screen', async () => {
    renderTree(undefined, { 'hosp-dept': '10002' });
    await waitFor(() => expect(nodeTitles()).toEqual(['设备处', '检验科']));
    expect(chosenHospital()).toBe('中心医院');
  });

  it('remembers the hospital chosen', async () => {
    const choices: Record<string, string> = {};
    renderTree(undefined, choices);
    fireEvent.click(screen.getByRole('combobox', { name: '医院' }));
    fireEvent.click(await screen.findByText('中心医院'));
    await waitFor(() => expect(nodeTitles()).toEqual(['设备处', '检验科']));
    expect(choices).toEqual({ 'hosp-dept': '10002' });
  });

  it('opens empty when the remembered hospital may no longer be chosen', async () => {
    const { treeQuery, options } = renderTree(undefined, { 'hosp-dept': '10009' });
    await waitFor(() => expect(options).toHaveBeenCalled());
    await options.mock.results[0]?.value;
    // The chooser shows its placeholder, the tree asks for a hospital and nothing was queried.
    await waitFor(() => expect(chosenHospital()).toBe('请选择医院'));
    expect(screen.getByText('请选择医院', { selector: '.arco-empty-description' })).toBeTruthy();
    expect(treeQuery).not.toHaveBeenCalled();
  });

  it("prefers the page's hospital to the remembered one", async () => {
    renderTree('10001', { 'hosp-dept': '10002' });
    await waitFor(() => expect(nodeTitles()).toContain('医学装备部'));
    expect(chosenHospital()).toBe('第一人民医院');
  });
});
