// @vitest-environment jsdom
import { createRef } from 'react';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityForm, type EntityFormHandle } from '../../../engine/client/form/EntityForm';
import { renderForm } from '../../../engine/client/form/test-support/render-form';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import hospSchema from '../../../schemas/hosp.json';
import './register';

/** The hospital dialogs as the console renders them: the province / city / district cascade through rjsf. */
const hosp = hospSchema as unknown as EntitySchema;
const noOptions = async () => [];
const hangzhou = {
  hospCode: 'F1',
  hospName: '表单医院',
  province: '33',
  provinceDesc: '浙江省',
  city: '3301',
  cityDesc: '杭州市',
  district: '330106',
  districtDesc: '西湖区',
};

function renderHospitalForm(dialog: string, formData: Record<string, unknown>) {
  const ref = createRef<EntityFormHandle>();
  const onSubmit = vi.fn();
  renderForm(<EntityForm ref={ref} entity={hosp} dialog={dialog} formData={formData} provider={noOptions} onSubmit={onSubmit} />);
  const submit = async () => {
    let result: Record<string, unknown> | undefined;
    await act(async () => {
      result = await ref.current?.submit();
    });
    return result;
  };
  return { submit };
}

/** Opens the select of one region level and picks an option by its name. */
async function choose(field: string, name: string) {
  const row = document.querySelector(`[data-field="${field}"]`)!;
  fireEvent.click(row.querySelector('.arco-select-view')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.arco-select-popup .arco-select-option')].find(
      (node) => node.textContent === name,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

const shown = (field: string) => document.querySelector(`[data-field="${field}"] .arco-select-view-value`)?.textContent ?? '';

describe('hospital form: province / city / district', () => {
  it('shows the stored codes by name and hides the name fields', async () => {
    renderHospitalForm('edit', hangzhou);
    await waitFor(() => expect(shown('district')).toBe('西湖区'));
    expect([shown('province'), shown('city')]).toEqual(['浙江省', '杭州市']);
    expect(document.querySelector('[data-field="provinceDesc"]')).toBeNull();
  });

  it('a city change clears the district; the names travel with the codes', async () => {
    const { submit } = renderHospitalForm('edit', hangzhou);
    await waitFor(() => expect(shown('city')).toBe('杭州市'));
    await choose('city', '宁波市');
    await waitFor(() => expect(shown('city')).toBe('宁波市'));
    expect(await submit()).toMatchObject({ province: '33', provinceDesc: '浙江省', city: '3302', cityDesc: '宁波市' });
    expect(await submit()).not.toHaveProperty('district');
  });

  it('a province change clears city and district', async () => {
    const { submit } = renderHospitalForm('edit', hangzhou);
    await waitFor(() => expect(shown('province')).toBe('浙江省'));
    await choose('province', '北京市');
    await waitFor(() => expect(shown('province')).toBe('北京市'));
    const data = await submit();
    expect(data).toMatchObject({ province: '11', provinceDesc: '北京市' });
    for (const cleared of ['city', 'cityDesc', 'district', 'districtDesc']) expect(data).not.toHaveProperty(cleared);
  });
});
