import { describe, expect, it } from 'vitest';
import { fixtureEntities } from '../stories/entity-fixtures';
import { chosenChanges, editChanges } from './dialog-changes';

const { acct, dic, hospDept } = fixtureEntities;

describe('editChanges', () => {
  const base = { type: '01', acctName: '张三', cellPhone: '13800000000', state: '1' };

  it('sends what changed and nothing else', () => {
    expect(editChanges(acct, 'edit', base, { ...base, acctName: '李四' })).toEqual({ acctName: '李四' });
    expect(editChanges(acct, 'edit', base, base)).toEqual({});
  });

  it('keeps the password unless one is typed', () => {
    expect(editChanges(acct, 'edit', base, { ...base, passWord: '' })).toEqual({});
    expect(editChanges(acct, 'edit', base, { ...base, passWord: 'new_pass1' })).toEqual({ passWord: 'new_pass1' });
  });

  it('sends an emptied field as empty text, and never the hospital a call is scoped to', () => {
    const { cellPhone: _phone, ...mine } = base;
    expect(editChanges(acct, 'edit', base, mine)).toEqual({ cellPhone: '' });
    expect(editChanges(hospDept, 'edit', { deptName: '设备科', hospCode: '10001' }, { deptName: '设备处', hospCode: '10002' })).toEqual({
      deptName: '设备处',
    });
  });
});

describe('chosenChanges', () => {
  it('sends the chosen fields only, an emptied one as empty text', () => {
    expect(chosenChanges(dic, 'batch', { type: 'T', description: '描述', sort: 3 }, ['description', 'val'])).toEqual({
      description: '描述',
      val: '',
    });
    expect(chosenChanges(dic, 'batch', { type: 'T' }, [])).toEqual({});
  });

  it('sends a chosen password only when one is typed', () => {
    expect(chosenChanges(acct, 'batch', { passWord: '' }, ['passWord'])).toEqual({});
    expect(chosenChanges(acct, 'batch', { passWord: 'same_pass1' }, ['passWord'])).toEqual({ passWord: 'same_pass1' });
  });
});
