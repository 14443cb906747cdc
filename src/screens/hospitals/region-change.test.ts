import { describe, expect, it } from 'vitest';
import type { Division } from './china-divisions';
import { regionChange, regionOptions } from './region-change';

const divisions: Division[] = [
  {
    code: '33',
    name: '浙江省',
    children: [
      {
        code: '3301',
        name: '杭州市',
        children: [
          { code: '330106', name: '西湖区' },
          { code: '330102', name: '上城区' },
        ],
      },
      { code: '3302', name: '宁波市', children: [{ code: '330203', name: '海曙区' }] },
    ],
  },
  { code: '11', name: '北京市', children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }] },
];
const hangzhou = { province: '33', provinceDesc: '浙江省', city: '3301', cityDesc: '杭州市', district: '330106', districtDesc: '西湖区' };

describe('region cascade', () => {
  it('offers the cities of the chosen province and the districts of the chosen city', () => {
    expect(regionOptions('province', divisions, {}).map((d) => d.name)).toEqual(['浙江省', '北京市']);
    expect(regionOptions('city', divisions, { province: '33' }).map((d) => d.name)).toEqual(['杭州市', '宁波市']);
    expect(regionOptions('district', divisions, { province: '33', city: '3302' }).map((d) => d.name)).toEqual(['海曙区']);
    expect(regionOptions('city', divisions, {})).toEqual([]);
  });

  it('a province change clears city and district', () => {
    expect(regionChange('province', '11', divisions, hangzhou)).toEqual({
      province: '11',
      provinceDesc: '北京市',
      city: undefined,
      cityDesc: undefined,
      district: undefined,
      districtDesc: undefined,
    });
  });

  it('a city change clears only the district', () => {
    expect(regionChange('city', '3302', divisions, hangzhou)).toEqual({
      city: '3302',
      cityDesc: '宁波市',
      district: undefined,
      districtDesc: undefined,
    });
  });

  it('a district change stores its name', () => {
    expect(regionChange('district', '330102', divisions, hangzhou)).toEqual({ district: '330102', districtDesc: '上城区' });
  });

  it('choosing the same province again keeps city and district', () => {
    expect(regionChange('province', '33', divisions, hangzhou)).toEqual({ province: '33', provinceDesc: '浙江省' });
  });

  it('clearing a level clears it and those below', () => {
    expect(regionChange('city', undefined, divisions, hangzhou)).toEqual({
      city: undefined,
      cityDesc: undefined,
      district: undefined,
      districtDesc: undefined,
    });
  });
});
