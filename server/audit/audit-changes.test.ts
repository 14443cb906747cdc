import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../engine/schema/entity-types';
import { changesOf, isSecretField, MAX_VALUE_LENGTH, SECRET_MASK } from './audit-changes';

const fields: Record<string, FieldDef> = {
  acctName: { type: 'string', title: '账号名称/姓名' },
  sort: { type: 'integer', title: '排序' },
  tags: { type: 'array', title: '标签' },
  passWord: { type: 'string', title: '密码', writeOnly: true, store: 'password-hash' },
  appSecret: { type: 'string', title: '密钥' },
  createDateTime: { type: 'string', title: '创建时间' },
};

describe('changesOf: what an audit row says about one record', () => {
  it('an update lists only the fields whose value changed, with both values', () => {
    const before = { id: 'a', acctName: '张三', sort: 1, tags: ['x'], lstupdDateTime: '2026-01-01 00:00:00' };
    const after = { id: 'a', acctName: '李四', sort: 1, tags: ['x'], lstupdDateTime: '2026-01-02 00:00:00' };
    expect(changesOf({ kind: 'update', fields, before, after })).toEqual([
      { field: 'acctName', title: '账号名称/姓名', old: '张三', new: '李四' },
    ]);
  });

  it('treats null, absent and empty text as the same value', () => {
    expect(changesOf({ kind: 'update', fields, before: { id: 'a', acctName: null }, after: { id: 'a', acctName: '' } })).toEqual([]);
  });

  it('an add lists the values the record got; a delete the values it had', () => {
    expect(changesOf({ kind: 'add', fields, after: { id: 'a', acctName: '张三', sort: null, createDateTime: 'x' } })).toEqual([
      { field: 'acctName', title: '账号名称/姓名', new: '张三' },
    ]);
    expect(changesOf({ kind: 'delete', fields, before: { id: 'a', sort: 3 } })).toEqual([{ field: 'sort', title: '排序', old: 3 }]);
  });

  it('masks secrets: a written password is logged as changed, never its value, and a readable secret neither', () => {
    const changes = changesOf({
      kind: 'update',
      fields,
      before: { id: 'a', appSecret: 'old-key' },
      after: { id: 'a', appSecret: 'new-key' },
      written: ['passWord', 'appSecret'],
    });
    expect(changes).toEqual([
      { field: 'passWord', title: '密码', old: SECRET_MASK, new: SECRET_MASK },
      { field: 'appSecret', title: '密钥', old: SECRET_MASK, new: SECRET_MASK },
    ]);
    expect(changesOf({ kind: 'add', fields, after: { id: 'a' }, written: ['passWord'] })).toEqual([
      { field: 'passWord', title: '密码', new: SECRET_MASK },
    ]);
    expect(JSON.stringify(changesOf({ kind: 'delete', fields, before: { id: 'a', appSecret: 'k' } }))).not.toContain('"k"');
  });

  it('knows secrets by marker or by name', () => {
    expect(isSecretField('passWord', fields.passWord)).toBe(true);
    expect(isSecretField('wxToken', undefined)).toBe(true);
    expect(isSecretField('newPwd', undefined)).toBe(true);
    expect(isSecretField('acctName', fields.acctName)).toBe(false);
    expect(isSecretField('keywordFilter', undefined)).toBe(false);
  });

  it('cuts long values', () => {
    const [change] = changesOf({ kind: 'add', fields, after: { id: 'a', acctName: 'x'.repeat(MAX_VALUE_LENGTH + 10) } });
    expect(String(change!.new)).toHaveLength(MAX_VALUE_LENGTH + 1);
  });
});
