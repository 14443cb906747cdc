// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetPreview } from '../stories/WidgetPreview';
import { inMemoryOptions } from '../stories/entity-fixtures';
import { renderForm } from '../test-support/render-form';

const shownValue = () => screen.getByTestId('widget-value').textContent;
/** The offered options as shown (Arco marks the typed text inside each, so read the whole text). */
const offered = () => [...document.querySelectorAll<HTMLElement>('.arco-select-option')];

function renderAutoComplete(value?: string) {
  renderForm(
    <WidgetPreview
      widget="autoComplete"
      field={{ type: 'string', title: '权限代码' }}
      options={{ optionSource: { resource: 'pre-auth' } }}
      formContext={{ loadOptions: inMemoryOptions }}
      {...(value ? { value } : {})}
    />,
  );
  return screen.getByPlaceholderText('请输入权限代码');
}

describe('autoComplete widget', () => {
  it('offers the resource options matching what is typed, by code or name, and takes the picked code', async () => {
    const input = renderAutoComplete();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '绑定' } });
    await waitFor(() => expect(offered().map((option) => option.textContent)).toEqual(['sys:hosp-role:bind-menu  医院角色绑定菜单']));
    fireEvent.click(offered()[0]!);
    await waitFor(() => expect(shownValue()).toBe('"sys:hosp-role:bind-menu"'));
  });

  it('keeps a code nobody listed, and clearing gives no value', async () => {
    const input = renderAutoComplete('eqp:list');
    fireEvent.change(input, { target: { value: 'custom:code' } });
    await waitFor(() => expect(shownValue()).toBe('"custom:code"'));
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(shownValue()).toBe('undefined'));
  });
});
