import { describe, expect, it } from 'vitest';
import acct from '../../schemas/acct.json';
import dic from '../../schemas/dic.json';
import { loadEntity } from './load-entity';
import { createDialogValidator } from './dialog-validator';

const dicEntity = loadEntity(dic);
const acctEntity = loadEntity(acct);

describe('dictionary dialogs', () => {
  const add = createDialogValidator(dicEntity, 'add');
  const batch = createDialogValidator(dicEntity, 'batch');

  it('names every missing field with the seed message, in field order', () => {
    expect(add({})).toEqual([
      { field: 'type', message: '类型为必输项' },
      { field: 'description', message: '描述/名称为必输项' },
      { field: 'val', message: '值为必输项' },
      { field: 'sort', message: '排序为必输项' },
    ]);
  });

  it('bounds sort to 1-32767 in add but not in batch', () => {
    const entry = { type: 'T', description: 'd', val: 'v', sort: 40000 };
    expect(add(entry)).toEqual([{ field: 'sort', message: '排序为1至32767的整数' }]);
    expect(batch(entry)).toEqual([]);
  });

  it('refuses a wrong type with a message naming the field', () => {
    expect(add({ type: 'T', description: 'd', val: 'v', sort: 'abc' })).toEqual([{ field: 'sort', message: '排序必须为整数' }]);
  });
});

describe('account add: conditional requirements', () => {
  const add = createDialogValidator(acctEntity, 'add');
  const base = { acctName: '张三', passWord: 'secret1' };

  it('type 01 needs a phone', () => {
    expect(add({ ...base, type: '01' })).toEqual([{ field: 'cellPhone', message: '医院级标准用户必须输入手机号' }]);
  });

  it('type 02 needs an account number', () => {
    expect(add({ ...base, type: '02' })).toEqual([{ field: 'acctNo', message: '非用户类型必须输入账号' }]);
  });

  it('type 03 cannot be added here, and would need a phone', () => {
    expect(add({ ...base, type: '03' })).toEqual([
      { field: 'type', message: '新增账号只能为医院级标准用户或非标准用户' },
      { field: 'cellPhone', message: '超管用户必须输入手机号' },
    ]);
  });

  it('checks the phone pattern', () => {
    expect(add({ ...base, type: '01', cellPhone: '2380000000' })).toEqual([{ field: 'cellPhone', message: '请输入11位数字格式手机号' }]);
  });

  it('accepts a complete type 01 account', () => {
    expect(add({ ...base, type: '01', cellPhone: '13912345678' })).toEqual([]);
  });
});
