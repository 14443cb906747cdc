import { describe, expect, it } from 'vitest';
import { checkEntity } from './check-entity';
import { createDialogValidator } from './dialog-validator';
import { dialogJsonSchema, itemRequiredMessages } from './dialog-json-schema';
import { loadEntity } from './load-entity';

/** A list of objects with required item fields, as a schema writes it (the mini-program's device display). */
const shelf = {
  name: 'shelf',
  title: '货架',
  kind: 'list',
  scope: 'platform',
  table: 'shelf',
  endpoint: '/db/shelf',
  operations: ['add', 'update', 'query'],
  permissions: { query: 'signedIn', add: 'superAdmin', update: 'superAdmin' },
  fields: {
    name: { type: 'string', title: '名称', maxLength: 20 },
    slots: {
      type: 'array',
      title: '货位',
      maxItems: 3,
      widget: 'objectList',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', title: '类型', maxLength: 2, options: { dictionary: 'SLOT' } },
          label: { type: 'string', title: '标签', maxLength: 8 },
          note: { type: 'string', title: '备注', maxLength: 10 },
        },
        required: { kind: '请选择类型', label: '请输入标签' },
      },
    },
    tags: {
      type: 'array',
      title: '标记',
      items: { type: 'object', properties: { code: { type: 'string', title: '编码' } }, required: ['code'] },
    },
  },
  list: { columns: ['name'] },
  dialogs: {
    add: { title: '货架添加', fields: ['name', 'slots', 'tags'], required: { name: '名称为必输项', slots: '货位为必输项' } },
    edit: { title: '货架修改', fields: ['name', 'slots'], widgets: { name: 'textarea' } },
  },
};

const entity = loadEntity(shelf);
const add = createDialogValidator(entity, 'add');
const valid = { name: '一号架', slots: [{ kind: '01', label: '上层' }] };

describe('lists of objects in a dialog schema', () => {
  it('gives each item the required fields with their messages', () => {
    const items = (dialogJsonSchema(entity, 'add').properties as Record<string, { items: Record<string, unknown> }>).slots!.items;
    expect(items).toMatchObject({
      type: 'object',
      required: ['kind', 'label'],
      additionalProperties: false,
      errorMessage: { required: { kind: '请选择类型', label: '请输入标签' }, additionalProperties: '货位含有不支持的属性' },
    });
  });

  it('accepts complete items', () => {
    expect(add(valid)).toEqual([]);
  });

  it("answers an item missing a field with that field's message, on the list field", () => {
    expect(add({ ...valid, slots: [{ label: '上层' }] })).toEqual([{ field: 'slots', message: '请选择类型' }]);
    expect(add({ ...valid, slots: [{ kind: '01', label: '上层' }, { kind: '02' }] })).toEqual([{ field: 'slots', message: '请输入标签' }]);
  });

  it('treats an emptied text in an item as missing', () => {
    expect(add({ ...valid, slots: [{ kind: '01', label: '' }] })).toEqual([{ field: 'slots', message: '请输入标签' }]);
    // An optional item field may stay empty.
    expect(add({ ...valid, slots: [{ kind: '01', label: '上层', note: '' }] })).toEqual([]);
  });

  it("refuses an empty required list with the list's required message, and keeps the list's own limits", () => {
    expect(add({ name: '一号架' })).toEqual([{ field: 'slots', message: '货位为必输项' }]);
    expect(add({ name: '一号架', slots: [] })).toEqual([{ field: 'slots', message: '货位为必输项' }]);
    expect(add({ name: '一号架', slots: Array.from({ length: 4 }, () => valid.slots[0]) })).toEqual([
      { field: 'slots', message: '货位最多3项' },
    ]);
  });

  it("checks the item fields' own rules and refuses fields the items do not declare", () => {
    expect(add({ ...valid, slots: [{ kind: '01', label: '一二三四五六七八九' }] })).toEqual([
      { field: 'slots', message: '标签长度不能超过8个字符' },
    ]);
    expect(add({ ...valid, slots: [{ kind: '01', label: '上层', colour: 'red' }] })).toEqual([
      { field: 'slots', message: '货位含有不支持的属性' },
    ]);
    expect(add({ ...valid, slots: ['上层'] })).toEqual([{ field: 'slots', message: '货位格式不正确' }]);
  });

  it('gives a list of required names the generated message', () => {
    expect(itemRequiredMessages(shelf.fields.tags.items as never)).toEqual({ code: '编码为必输项' });
    expect(add({ ...valid, tags: [{}] })).toEqual([{ field: 'tags', message: '编码为必输项' }]);
  });

  it('leaves an optional list alone when it is empty', () => {
    expect(createDialogValidator(entity, 'edit')({ slots: [] })).toEqual([]);
  });
});

describe('checkEntity on item requirements and dialog widgets', () => {
  it('refuses a required item field the items do not declare', () => {
    const broken = structuredClone(shelf);
    (broken.fields.slots.items.required as Record<string, string>).colour = '请选择颜色';
    expect(checkEntity(broken)).toEqual(['fields.slots.items.required: unknown item field colour']);
  });

  it('refuses a dialog widget for a field the dialog does not show', () => {
    const broken = structuredClone(shelf);
    (broken.dialogs.edit.widgets as Record<string, string>).tags = 'text';
    expect(checkEntity(broken)).toEqual(["dialogs.edit.widgets: tags is not one of the dialog's fields"]);
  });
});
