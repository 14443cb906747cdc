import { describe, expect, it } from 'vitest';
import { dialogJsonSchema } from '../../../schema/dialog-json-schema';
import { fixtureEntities } from '../stories/entity-fixtures';
import { choosableFields, comparableFields, formSchemaOf, isSecretField } from './dialog-form-schema';

const { acct, dic, hospDept } = fixtureEntities;

describe('dialog form schema', () => {
  it("keeps an add dialog's schema as the server has it", () => {
    expect(formSchemaOf(dic, 'add')).toEqual(dialogJsonSchema(dic, 'add'));
  });

  it('does not require the password in an edit: blank keeps the stored one', () => {
    const schema = formSchemaOf(acct, 'edit');
    expect(schema.required).toEqual(['type', 'acctName', 'state']);
    expect((schema.errorMessage as { required: Record<string, string> }).required).toEqual({
      type: '账号类型为必输项',
      acctName: '账号名称/姓名为必输项',
      state: '状态为必输项',
    });
    // The when-rules (a phone for types 01 and 03) still hold.
    expect((schema.allOf as unknown[]).length).toBe(3);
  });

  it('requires only the chosen fields of a batch, each with its seed message', () => {
    const schema = formSchemaOf(dic, 'batch', { chosen: ['val'] });
    expect(schema.required).toEqual(['val']);
    expect((schema.errorMessage as { required: Record<string, string> }).required).toEqual({ val: '值为必输项' });
    expect(formSchemaOf(dic, 'batch', { chosen: [] }).required).toBeUndefined();
  });

  it('narrows when-rules to the chosen fields too', () => {
    const schema = formSchemaOf(acct, 'edit', { chosen: ['type'] });
    for (const rule of schema.allOf as { then: { required?: string[] } }[]) expect(rule.then.required).toBeUndefined();
  });

  it('names secrets, the fields an edit compares and those a batch offers', () => {
    expect(isSecretField(acct, 'edit', 'passWord')).toBe(true);
    expect(isSecretField(acct, 'edit', 'acctName')).toBe(false);
    expect(comparableFields(acct, 'edit')).not.toContain('passWord');
    expect(comparableFields(hospDept, 'edit')).not.toContain('hospCode');
    expect(choosableFields(hospDept, 'batch')).toEqual(['deptName', 'parentId', 'sort']);
  });
});
