import { describe, expect, it } from 'vitest';
import type { OperationActionDef } from '../../schema/entity-types';
import { fillLinkTemplate, fillTemplate, isActionVisible, operationBody } from './action-templates';

const action = (body: Record<string, unknown>): OperationActionDef => ({ kind: 'operation', name: 'x', label: 'x', body });

describe('action templates', () => {
  it('fills {field} from the row and leaves missing values empty', () => {
    expect(fillTemplate('{hospName} 初始化结束', { hospName: '第一医院' })).toBe('第一医院 初始化结束');
    expect(fillTemplate('/admin/x?hosp_code={hospCode}&n={none}', { hospCode: '10001' })).toBe('/admin/x?hosp_code=10001&n=');
  });

  it('URL-encodes every value of a navigate link, so & and # stay inside their parameter', () => {
    const link = fillLinkTemplate('/admin/x?name={name}&hosp_code={hospCode}', { name: 'A&B #1', hospCode: '10001' });
    expect(link).toBe('/admin/x?name=A%26B%20%231&hosp_code=10001');
    expect(new URL(link, 'http://console').searchParams.get('name')).toBe('A&B #1');
    expect(fillLinkTemplate('/entity/{path}', { path: 'a/b?c' })).toBe('/entity/a%2Fb%3Fc');
  });

  it('builds a body from the row, the choice, the selection and constants', () => {
    const row = { id: 'a'.repeat(24), hospCode: '10001', sort: 3 };
    const rows = [row, { id: 'b'.repeat(24), hospCode: '10002' }];
    expect(
      operationBody(action({ hospCode: '{hospCode}', sort: '{sort}', paramId: '{choice}', flag: true }), { row, choice: 'p1' }),
    ).toEqual({
      hospCode: '10001',
      sort: 3,
      paramId: 'p1',
      flag: true,
    });
    expect(operationBody(action({ hospCodeList: '{selection.hospCode}' }), { rows })).toEqual({ hospCodeList: ['10001', '10002'] });
    expect(operationBody(action({ hospCode: '{hospCode}' }), { hospCode: '20001' })).toEqual({ hospCode: '20001' });
  });

  it('shows an action only when the row matches visibleWhen', () => {
    expect(isActionVisible({ tablesCreated: [false, null] }, { id: '1', tablesCreated: false })).toBe(true);
    expect(isActionVisible({ tablesCreated: [false, null] }, { id: '1' })).toBe(true);
    expect(isActionVisible({ tablesCreated: [false] }, { id: '1', tablesCreated: true })).toBe(false);
    expect(isActionVisible(undefined, { id: '1' })).toBe(true);
  });
});
