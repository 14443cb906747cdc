import { describe, expect, it } from 'vitest';
import { fixtureEntities } from '../stories/entity-fixtures';
import { buildUiSchema, widgetOf } from './build-ui-schema';

describe('widgetOf', () => {
  it("takes the schema's widget, else derives one from type, format and options", () => {
    expect(widgetOf({ type: 'string', title: '密码', widget: 'password' })).toBe('password');
    expect(widgetOf({ type: 'boolean', title: '停用' })).toBe('switch');
    expect(widgetOf({ type: 'integer', title: '排序' })).toBe('number');
    expect(widgetOf({ type: 'number', title: '价格' })).toBe('number');
    expect(widgetOf({ type: 'string', title: '批准日期', format: 'date' })).toBe('date');
    expect(widgetOf({ type: 'string', title: '发布时间', format: 'date-time' })).toBe('dateTime');
    expect(widgetOf({ type: 'string', title: '账号类型', options: { dictionary: 'ACCT_TYPE' } })).toBe('select');
    expect(widgetOf({ type: 'string', title: '医院', options: { resource: 'hosp' } })).toBe('select');
    expect(widgetOf({ type: 'string', title: '上级', options: { tree: 'self' } })).toBe('treeSelect');
    expect(widgetOf({ type: 'string', title: '名称' })).toBe('text');
    expect(widgetOf({ type: 'array', title: '图片', items: { type: 'string' } })).toBeUndefined();
  });
});

describe('buildUiSchema', () => {
  it('orders the dialog fields and gives each its widget and option source', () => {
    const ui = buildUiSchema(fixtureEntities.acct, 'add');
    expect(ui['ui:order']).toEqual(['type', 'cellPhone', 'acctNo', 'acctName', 'avatar', 'email', 'passWord', 'remark', '*']);
    expect(ui.type).toEqual({ 'ui:widget': 'select', 'ui:options': { optionSource: { dictionary: 'ACCT_TYPE' } } });
    expect(ui.avatar['ui:widget']).toBe('singleImage');
    expect(ui.passWord['ui:widget']).toBe('password');
    expect(ui.remark['ui:widget']).toBe('textarea');
  });

  it("disables the dialog's read-only fields and passes the tree to {tree:self} fields", () => {
    const treeData = [{ key: '000000000000000000000000', title: '顶级' }];
    const ui = buildUiSchema(fixtureEntities.hospDept, 'add', { treeData });
    expect(ui.parentId).toEqual({ 'ui:widget': 'treeSelect', 'ui:options': { treeData }, 'ui:disabled': true });
    expect(ui.hospCode).toEqual({ 'ui:widget': 'select', 'ui:options': { optionSource: { resource: 'hosp' } }, 'ui:disabled': true });
    expect(ui.deptName['ui:disabled']).toBeUndefined();
    expect(buildUiSchema(fixtureEntities.hospDept, 'edit').parentId['ui:disabled']).toBeUndefined();
  });

  it('falls back to the derived widget when the named one is not registered', () => {
    const ui = buildUiSchema(fixtureEntities.acct, 'add', { isRegistered: (name) => name !== 'singleImage' });
    expect(ui.avatar['ui:widget']).toBe('text');
  });
});
