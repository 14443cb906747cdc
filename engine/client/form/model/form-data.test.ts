import { describe, expect, it } from 'vitest';
import { fixtureEntities } from '../stories/entity-fixtures';
import { initialFormData, stripEmptyValues, submittedFormData, withFieldDefaults } from './form-data';

describe('form data', () => {
  it('strips null, empty and undefined values, keeping 0 and false', () => {
    expect(stripEmptyValues({ a: null, b: '', c: undefined, d: 0, e: false, f: 'x' })).toEqual({ d: 0, e: false, f: 'x' });
  });

  it("opens on the record's dialog fields with the dialog defaults underneath", () => {
    const record = { id: '6650a1b2c3d4e5f601000009', type: '01', acctName: '张三', acctNo: null, lstupdDateTime: '2026-01-01 00:00:00' };
    expect(initialFormData(fixtureEntities.acct, 'edit', record, undefined)).toEqual({ type: '01', acctName: '张三' });
    // acct add's default state is the server's to apply: the add dialog has no state field.
    expect(initialFormData(fixtureEntities.acct, 'add', undefined, undefined)).toEqual({});
  });

  it('gives a hospital-scoped form the current hospital unless the record has one', () => {
    expect(initialFormData(fixtureEntities.hospDept, 'add', { deptName: '设备科' }, '10001')).toEqual({
      deptName: '设备科',
      hospCode: '10001',
    });
    expect(initialFormData(fixtureEntities.hospDept, 'edit', { hospCode: '10002' }, '10001')).toEqual({ hospCode: '10002' });
    // Parameters are platform-wide: their hospCode (所属医院) is a choice, not the current hospital.
    expect(initialFormData(fixtureEntities.param, 'add', {}, '10001')).toEqual({});
  });

  it("submits only the dialog's fields that have a value", () => {
    expect(submittedFormData(fixtureEntities.dic, 'batch', { id: 'x', type: 'T', description: '', val: 'v', sort: 1, extra: 1 })).toEqual({
      type: 'T',
      val: 'v',
      sort: 1,
    });
  });

  it("fills each field's schema default where a value is missing, as the form does when it opens", () => {
    const withDefault = {
      ...fixtureEntities.dic,
      fields: { ...fixtureEntities.dic.fields, sort: { ...fixtureEntities.dic.fields.sort!, default: 1 } },
    };
    expect(withFieldDefaults(withDefault, 'edit', { type: 'T', sort: null })).toEqual({ type: 'T', sort: 1 });
    expect(withFieldDefaults(withDefault, 'edit', { sort: 5 })).toEqual({ sort: 5 });
  });
});
