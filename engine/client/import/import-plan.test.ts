import { describe, expect, it } from 'vitest';
import { refusedCsv, rememberedMapping, rememberMapping } from './import-plan';

const storage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('the mapping an import remembers', () => {
  it('puts the last import’s choice by header over the suggestion, a field once, unknown fields ignored', () => {
    const memory = storage();
    rememberMapping('gadget', ['名称', '编号', '备注'], ['gadgetName', null, 'remark'], memory);
    expect(rememberedMapping('gadget', ['编号', '名称', '备注', '价格'], ['serialNo', 'gadgetName', null, 'price'], ['gadgetName', 'serialNo', 'price'], memory)).toEqual([
      null,
      'gadgetName',
      null,
      'price',
    ]);
    expect(rememberedMapping('other', ['编号'], ['serialNo'], ['serialNo'], memory)).toEqual(['serialNo']);
  });
});

describe('the refused rows’ file', () => {
  it('is a CSV with a BOM, the row number and the message', () => {
    expect(refusedCsv([{ row: 4, message: '序列号格式为SN-四位数字' }], { row: '行号', message: '原因' })).toBe('\uFEFF行号,原因\r\n4,序列号格式为SN-四位数字');
  });
});
