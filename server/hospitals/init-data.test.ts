import { describe, expect, it } from 'vitest';
import { parseInitData } from './init-data';
import { standardInitData } from '../seed/standard-init-data';

describe('parseInitData', () => {
  it('accepts the standard init data shipped with the demo', () => {
    expect(parseInitData(JSON.stringify(standardInitData())).roles.map((r) => r.roleName)).toEqual([
      '维修工程师',
      '设备科管理员',
      '院领导',
      '科室人员',
    ]);
  });

  it('says what is wrong', () => {
    expect(() => parseInitData('{')).toThrow('初始化参数不是合法的 JSON');
    expect(() => parseInitData('[]')).toThrow('初始化参数应为 JSON 对象');
    expect(() => parseInitData('{"permissions":[],"menus":[{"menuName":"首页"}],"roles":[]}')).toThrow('menus[0].path 必须是非空字符串');
    expect(() =>
      parseInitData(
        '{"permissions":[],"menus":[],"roles":[{"roleName":"a","bizType":"01","wxInterfaceCode":"01","menuPaths":3,"pmsCodes":"*"}]}',
      ),
    ).toThrow("roles[0].menuPaths 应为 '*' 或字符串数组");
    const role = { roleName: 'a', bizType: '01', wxInterfaceCode: '01', menuPaths: '*', pmsCodes: '*' };
    expect(() => parseInitData(JSON.stringify({ permissions: [], menus: [], roles: [role, role] }))).toThrow('roles[1].roleName 重复: a');
  });
});
