// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import type { HospitalMemory } from '../hospital/hospital-memory';
import { allEntities } from '../stories/sample-entities';
import { sampleResources } from '../stories/sample-tables';
import { engineWrapper, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { useListController } from './use-list-controller';

const role = allEntities['hosp-role']!;
const roleRow = (id: string, hospCode: string, roleName: string) => ({
  id: id.padStart(24, '0'),
  hospCode,
  roleName,
  createDateTime: '2026-01-01 10:00:00',
  lstupdDateTime: '2026-01-01 10:00:00',
});
const tables = { 'hosp-role': [roleRow('1', '10001', '管理员'), roleRow('2', '10002', '工程师'), roleRow('3', '10002', '科室主任')] };

function renderRoles(path: string, choices: Record<string, string>, pageHospCode?: string) {
  const memory: HospitalMemory = {
    recall: (entity) => choices[entity],
    remember: (entity, hospCode) => {
      choices[entity] = hospCode;
    },
  };
  const provider = { ...createMemoryDataProvider({ tables, resources: sampleResources }), hospitalMemory: memory };
  const options = vi.spyOn(provider, 'options');
  const { Wrapper, location } = engineWrapper(path);
  const hook = renderHook(() => useListController(role, { provider, hospCode: pageHospCode }), { wrapper: Wrapper });
  return { location, options, list: () => hook.result.current };
}

describe('a hospital-scoped list and the hospital last searched', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('opens on the hospital last searched on this screen, and puts it in the URL', async () => {
    const { list, location } = renderRoles('/admin/hospital/hosp-role', { 'hosp-role': '10002' });
    await waitFor(() => expect(list().rows.map((row) => row.roleName)).toEqual(expect.arrayContaining(['工程师', '科室主任'])));
    expect(list().state.applied).toMatchObject({ hospCode: '10002' });
    await waitFor(() => expect(location()).toContain('hospCode=10002'));
  });

  it('remembers the hospital of each search', async () => {
    const choices: Record<string, string> = {};
    const { list } = renderRoles('/admin/hospital/hosp-role', choices);
    act(() => list().setDraftFilter('hospCode', '10001'));
    act(() => list().search());
    await waitFor(() => expect(list().rows.map((row) => row.roleName)).toEqual(['管理员']));
    expect(choices).toEqual({ 'hosp-role': '10001' });
  });

  it('keeps a hospital the URL names, and ignores one that may no longer be chosen', async () => {
    const named = renderRoles('/admin/hospital/hosp-role?hospCode=10001', { 'hosp-role': '10002' });
    await waitFor(() => expect(named.list().rows.map((row) => row.roleName)).toEqual(['管理员']));
    const gone = renderRoles('/admin/hospital/hosp-role', { 'hosp-role': '10009' });
    await waitFor(() => expect(gone.options).toHaveBeenCalled());
    await gone.options.mock.results[0]?.value;
    await waitFor(() => expect(gone.list().loading).toBe(false));
    expect(gone.list().state.applied?.hospCode).toBeUndefined();
    expect(gone.list().rows).toEqual([]);
  });
});
