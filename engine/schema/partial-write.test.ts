import { describe, expect, it } from 'vitest';
import acct from '../../schemas/acct.json';
import dic from '../../schemas/dic.json';
import laws from '../../schemas/laws.json';
import { loadEntity } from './load-entity';
import { createDialogValidator } from './dialog-validator';
import { dialogJsonSchema, requiredMessages } from './dialog-json-schema';
import { emptiedRequiredErrors, fieldsRulesRead, writeForRecord } from './partial-write';

const acctEntity = loadEntity(acct);
const dicEntity = loadEntity(dic);
const lawsEntity = loadEntity(laws);

describe('required rules by mode', () => {
  it('add keeps every required rule, the password too', () => {
    const add = createDialogValidator(acctEntity, 'add', undefined, 'whole');
    expect(add({ type: '01', acctName: '张三', cellPhone: '13912345678' })).toEqual([{ field: 'passWord', message: '密码为必输项' }]);
  });

  it('the edit form does not require a password (blank keeps the hash) and keeps the other rules', () => {
    const schema = dialogJsonSchema(acctEntity, 'edit');
    expect(schema.required).toEqual(['type', 'acctName', 'state']);
    expect(dialogJsonSchema(acctEntity, 'edit', 'whole').required).toEqual(['type', 'acctName', 'passWord', 'state']);
    expect(schema.allOf).toHaveLength(3);
  });

  it('the batch form requires nothing: the console requires the fields the user chose, with requiredMessages', () => {
    const schema = dialogJsonSchema(dicEntity, 'batch');
    expect(schema.required).toBeUndefined();
    expect(schema.errorMessage).toBeUndefined();
    expect(requiredMessages(dicEntity, 'batch')).toEqual({
      type: '类型为必输项',
      description: '描述/名称为必输项',
      val: '值为必输项',
      sort: '排序为必输项',
    });
    expect(requiredMessages(acctEntity, 'batch')).toEqual({
      type: '账号类型为必输项',
      acctName: '账号名称/姓名为必输项',
      state: '状态为必输项',
    });
  });

  it('a form action keeps its required password (重置密码)', () => {
    expect(requiredMessages(acctEntity, 'resetPass')).toEqual({ passWord: '请输入6至20位数字字母组成的密码' });
    expect(dialogJsonSchema(acctEntity, 'resetPass').required).toEqual(['passWord']);
  });

  it('a partial body needs no field, and each field sent keeps its rules', () => {
    const edit = createDialogValidator(dicEntity, 'edit', undefined, 'partial');
    expect(edit({})).toEqual([]);
    expect(edit({ sort: 3 })).toEqual([]);
    expect(edit({ sort: 40000 })).toEqual([{ field: 'sort', message: '排序为1至32767的整数' }]);
    expect(createDialogValidator(acctEntity, 'edit', undefined, 'partial')({ type: '01' })).toEqual([]);
  });

  it('a required field sent empty answers its message; a password sent blank in an edit does not', () => {
    expect(emptiedRequiredErrors(dicEntity, 'edit', ['sort', 'description'])).toEqual([
      { field: 'description', message: '描述/名称为必输项' },
      { field: 'sort', message: '排序为必输项' },
    ]);
    expect(emptiedRequiredErrors(acctEntity, 'edit', ['passWord', 'remark'])).toEqual([]);
    expect(emptiedRequiredErrors(acctEntity, 'batch', ['passWord'])).toEqual([]);
    expect(emptiedRequiredErrors(acctEntity, 'resetPass', ['passWord'])).toEqual([
      { field: 'passWord', message: '请输入6至20位数字字母组成的密码' },
    ]);
  });
});

describe('when rules and locks on the record as it will be stored', () => {
  const write = (values: Record<string, unknown>, cleared: string[] = []) => ({ values, cleared });
  const touched = (...names: string[]) => new Set(names);

  it('read the stored fields only of the rules a write touches', () => {
    const edit = acctEntity.dialogs.edit!;
    expect(fieldsRulesRead(edit, touched('remark'))).toEqual([]);
    expect(fieldsRulesRead(edit, touched('type')).sort()).toEqual(['acctNo', 'cellPhone', 'type']);
    expect(fieldsRulesRead(edit, touched('cellPhone')).sort()).toEqual(['cellPhone', 'type']);
  });

  it('a type change needs the phone that type requires, stored or sent', () => {
    const stored = { type: '02', cellPhone: null, acctNo: 'zhang' };
    expect(writeForRecord(acctEntity, 'edit', stored, write({ type: '01' }), touched('type')).error).toEqual({
      field: 'cellPhone',
      message: '医院级标准用户必须输入手机号',
    });
    expect(
      writeForRecord(acctEntity, 'edit', { ...stored, cellPhone: '13912345678' }, write({ type: '01' }), touched('type')).error,
    ).toBeUndefined();
    expect(
      writeForRecord(acctEntity, 'edit', stored, write({ type: '01', cellPhone: '13912345678' }), touched('type', 'cellPhone')).error,
    ).toBeUndefined();
  });

  it('emptying the field a rule requires is refused; a write touching neither is not checked', () => {
    const stored = { type: '01', cellPhone: '13912345678' };
    expect(writeForRecord(acctEntity, 'edit', stored, write({}, ['cellPhone']), touched('cellPhone')).error?.message).toBe(
      '医院级标准用户必须输入手机号',
    );
    const broken = { type: '01', cellPhone: null };
    expect(writeForRecord(acctEntity, 'edit', broken, write({ remark: '备注' }), touched('remark'))).toEqual({
      write: write({ remark: '备注' }),
    });
  });

  it('a lock holding for the record as it will be sets its value whatever was sent', () => {
    // A global law belongs to no hospital: naming one on a global law empties it instead.
    const outcome = writeForRecord(
      lawsEntity,
      'edit',
      { isGlobal: true, hospCode: null },
      write({ hospCode: '10001' }),
      touched('hospCode'),
    );
    expect(outcome.write).toEqual({ values: {}, cleared: ['hospCode'] });
    const local = writeForRecord(
      lawsEntity,
      'edit',
      { isGlobal: false, hospCode: null },
      write({ hospCode: '10001' }),
      touched('hospCode'),
    );
    expect(local.write).toEqual({ values: { hospCode: '10001' }, cleared: [] });
  });
});
