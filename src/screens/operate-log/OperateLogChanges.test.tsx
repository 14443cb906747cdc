// @vitest-environment jsdom
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import { i18n } from '../../../platform/i18n/i18n';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import { changeText, OperateLogChanges } from './OperateLogChanges';

const entity = { name: 'operate-log' } as EntitySchema;
const row = {
  id: 'a'.repeat(24),
  entity: 'dic',
  changes: [
    { field: 'description', title: '描述/名称', old: '旧名称', new: '新名称' },
    { field: 'passWord', title: '密码', old: '******', new: '******' },
    { field: 'sort', title: '排序', new: 3 },
  ],
};
const cells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));

describe('OperateLogChanges', () => {
  it('shows each changed field with its old and new value', () => {
    renderWithProviders(<OperateLogChanges entity={entity} row={row} provider={undefined as never} hospCode={undefined} />);
    expect(screen.getByText('原值')).toBeTruthy();
    expect(cells()).toEqual([
      ['描述/名称', '旧名称', '新名称'],
      ['密码', '******', '******'],
      ['排序', '', '3'],
    ]);
  });

  it('translates the field titles with the written entity’s English file', async () => {
    renderWithProviders(<OperateLogChanges entity={entity} row={row} provider={undefined as never} hospCode={undefined} />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Old value')).toBeTruthy();
    expect(cells()[0]).toEqual(['Description/name', '旧名称', '新名称']);
  });

  it('says so when nothing changed', () => {
    renderWithProviders(
      <OperateLogChanges
        entity={entity}
        row={{ id: 'b', entity: 'dic', changes: [] }}
        provider={undefined as never}
        hospCode={undefined}
      />,
    );
    expect(screen.getByText('没有字段变化')).toBeTruthy();
  });

  it('writes lists and objects as JSON', () => {
    expect(changeText(['a', 1])).toBe('["a",1]');
    expect(changeText(null)).toBe('');
    expect(changeText(false)).toBe('false');
  });
});
