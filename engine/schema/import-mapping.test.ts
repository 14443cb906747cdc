import { describe, expect, it } from 'vitest';
import type { EntitySchema, FieldDef } from './entity-types';
import { cellValue, findHeaderRow, importFields, suggestMapping } from './import-mapping';

const entity = {
  name: 'gadget',
  title: '器件',
  kind: 'list',
  scope: 'hospital',
  table: 'gadget',
  endpoint: '/db/gadget',
  operations: ['add'],
  permissions: {},
  fields: {
    gadgetName: { type: 'string', title: '器件名称' },
    serialNo: { type: 'string', title: '序列号' },
    price: { type: 'number', title: '价格' },
    inUse: { type: 'boolean', title: '在用' },
    secret: { type: 'string', title: '密码', store: 'password-hash' },
  },
  dialogs: { add: { title: '器件添加', fields: ['hospCode', 'gadgetName', 'serialNo', 'price', 'inUse', 'secret'] } },
  english: { 器件名称: 'Gadget name', 序列号: 'Serial number' },
} as unknown as EntitySchema;
const fields = importFields(entity);

describe('the fields an import may fill', () => {
  it('are the add dialog’s fields without the hospital and passwords, with their English titles', () => {
    expect(fields).toEqual([
      { name: 'gadgetName', title: '器件名称', titleEn: 'Gadget name' },
      { name: 'serialNo', title: '序列号', titleEn: 'Serial number' },
      { name: 'price', title: '价格' },
      { name: 'inUse', title: '在用' },
    ]);
  });
});

describe('the suggested mapping', () => {
  it('matches Chinese and English titles and names, ignoring spaces, required marks and case, each field once', () => {
    expect(suggestMapping(['*器件名称', 'SERIAL NUMBER', 'price', '备注', '器件名称'], fields)).toEqual([
      'gadgetName',
      'serialNo',
      'price',
      null,
      null,
    ]);
  });
});

describe('the header row', () => {
  it('is the first row naming the most fields, below a title row', () => {
    expect(findHeaderRow([['器件清单'], ['器件名称', '序列号', '价格'], ['探头', 'SN-0001', '12']], fields)).toBe(1);
  });
  it('is, when no column names a field, the first row of texts with data under it', () => {
    expect(
      findHeaderRow(
        [
          ['名字', '编号'],
          ['探头', '1'],
        ],
        fields,
      ),
    ).toBe(0);
  });
  it('is not found in numbers alone', () => {
    expect(
      findHeaderRow(
        [
          ['1', '2'],
          ['3', '4'],
        ],
        fields,
      ),
    ).toBe(-1);
  });
});

describe('a cell’s value', () => {
  const field = (type: FieldDef['type'], extra: Partial<FieldDef> = {}) => ({ type, title: 't', ...extra }) as FieldDef;
  it('is a number in a numeric field, text that is no number stays text for the dialog’s own message', () => {
    expect(cellValue(field('number'), ' 1,250.5 ')).toBe(1250.5);
    expect(cellValue(field('integer'), '十二')).toBe('十二');
  });
  it('is true or false for 是/否 and their English', () => {
    expect([cellValue(field('boolean'), '是'), cellValue(field('boolean'), 'FALSE'), cellValue(field('boolean'), '也许')]).toEqual([
      true,
      false,
      '也许',
    ]);
  });
  it('is the option’s value for its label, from the schema or the dictionary', () => {
    expect(cellValue(field('string', { options: { values: [{ value: '1', label: '启用' }] } }), '启用')).toBe('1');
    expect(cellValue(field('string'), '停用', new Map([['停用', '0']]))).toBe('0');
  });
  it('is a list from separated text, and absent when empty', () => {
    expect(cellValue(field('array'), 'a，b、c')).toEqual(['a', 'b', 'c']);
    expect(cellValue(field('string'), '  ')).toBeUndefined();
  });
});
