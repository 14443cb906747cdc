import { describe, expect, it } from 'vitest';
import { propertySchema, type JsonSchema } from '../../../../schema/dialog-json-schema';
import type { FieldDef } from '../../../../schema/entity-types';
import { insertAfter, listItemErrors, moveDown, moveUp, removeAt, setItemField } from './object-list-model';

const list = ['a', 'b', 'c'];

describe('objectList edits', () => {
  it('inserts after an item, at the start for -1, at the end for the last', () => {
    expect(insertAfter(list, 0, 'x')).toEqual(['a', 'x', 'b', 'c']);
    expect(insertAfter(list, -1, 'x')).toEqual(['x', 'a', 'b', 'c']);
    expect(insertAfter(list, 2, 'x')).toEqual(['a', 'b', 'c', 'x']);
    expect(insertAfter([], -1, 'x')).toEqual(['x']);
  });

  it('deletes an item; an index that is gone changes nothing', () => {
    expect(removeAt(list, 1)).toEqual(['a', 'c']);
    expect(removeAt(list, 3)).toEqual(list);
    expect(removeAt(list, -1)).toEqual(list);
  });

  it('moves up and down, and not past either end', () => {
    expect(moveUp(list, 2)).toEqual(['a', 'c', 'b']);
    expect(moveUp(list, 0)).toEqual(list);
    expect(moveDown(list, 0)).toEqual(['b', 'a', 'c']);
    expect(moveDown(list, 2)).toEqual(list);
    expect(moveDown(moveUp(list, 1), 0)).toEqual(list);
  });

  it('never changes the list it was given', () => {
    const frozen = Object.freeze([...list]);
    insertAfter(frozen, 0, 'x');
    removeAt(frozen, 0);
    moveUp(frozen, 1);
    moveDown(frozen, 1);
    expect(frozen).toEqual(list);
  });

  it('sets one field of one item, and removes the key when emptied', () => {
    const items = [{ type: '01', lable: '报修' }, { type: '02' }];
    expect(setItemField(items, 1, 'lable', '巡检')).toEqual([
      { type: '01', lable: '报修' },
      { type: '02', lable: '巡检' },
    ]);
    expect(setItemField(items, 0, 'lable', '')).toEqual([{ type: '01' }, { type: '02' }]);
    expect(setItemField(items, 0, 'lable', undefined)).toEqual([{ type: '01' }, { type: '02' }]);
    expect(setItemField(items, 5, 'lable', 'x')).toEqual(items);
    expect(items[0]).toEqual({ type: '01', lable: '报修' });
  });
});

describe('objectList item messages', () => {
  const field: FieldDef = {
    type: 'array',
    title: '设备展示配置',
    items: {
      type: 'object',
      properties: {
        type: { type: 'string', title: '类型', maxLength: 8 },
        lable: { type: 'string', title: '标签', maxLength: 4 },
        icon: { type: 'string', title: '图标' },
      },
      required: { type: '请选择类型', lable: '请输入标签', icon: '请选择图标' },
    },
  };
  const itemSchema = propertySchema(field).items as JsonSchema;

  it("gives each item its own messages, one per field, from the dialog schema's items", () => {
    expect(listItemErrors(itemSchema, [{}, { type: '01', lable: '报修', icon: '/files/icon/1.png' }, { type: '01', lable: '' }])).toEqual([
      { type: '请选择类型', lable: '请输入标签', icon: '请选择图标' },
      {},
      { lable: '请输入标签', icon: '请选择图标' },
    ]);
  });

  it("names the item field's own rule when it breaks one", () => {
    expect(listItemErrors(itemSchema, [{ type: '01', lable: '很长的标签', icon: 'x' }])).toEqual([{ lable: '标签长度不能超过4个字符' }]);
  });

  it('reports an item that is no object on the item itself', () => {
    expect(listItemErrors(itemSchema, ['报修'])).toEqual([{ '': '设备展示配置格式不正确' }]);
  });
});
