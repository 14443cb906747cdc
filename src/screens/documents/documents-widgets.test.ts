import { describe, expect, it } from 'vitest';
import { menuHospitalOf, menuNameOf, menuOptionsOf } from './HospMenuSelectWidget';

const tree = [
  { id: 'a', menuName: '设备管理', children: [{ id: 'b', menuName: '设备台账' }] },
  { id: 'c', menuName: '首页' },
];

describe('hospMenuSelect', () => {
  it('turns the menu tree into options and finds a chosen menu’s name at any depth', () => {
    expect(menuOptionsOf(tree)).toEqual([
      { key: 'a', title: '设备管理', children: [{ key: 'b', title: '设备台账' }] },
      { key: 'c', title: '首页' },
    ]);
    expect(menuNameOf(tree, 'b')).toBe('设备台账');
    expect(menuNameOf(tree, 'x')).toBeUndefined();
  });

  it('offers the record’s hospital first, then the page’s, the session’s and the first one', () => {
    expect(menuHospitalOf('10002', '10001', '10003', '10004')).toBe('10002');
    expect(menuHospitalOf('', '10001', '10003', '10004')).toBe('10001');
    expect(menuHospitalOf(undefined, undefined, '10003', '10004')).toBe('10003');
    expect(menuHospitalOf(undefined, undefined, null, '10004')).toBe('10004');
  });
});
