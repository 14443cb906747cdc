import { describe, expect, it } from 'vitest';
import { callsPerAccount } from './CompanyUserBatchEdit';
import { deptOptionsOf } from './HospDeptTreeWidget';

describe('company user batch edit', () => {
  it('sends one call per selected account, with the hospitals selected for it', () => {
    const rows = [
      { id: '1', acctId: 'a', hospCode: '10001' },
      { id: '2', acctId: 'b', hospCode: '10001' },
      { id: '3', acctId: 'a', hospCode: '10002' },
    ];
    expect(callsPerAccount(rows)).toEqual([
      { acctId: 'a', hospCodeList: ['10001', '10002'] },
      { acctId: 'b', hospCodeList: ['10001'] },
    ]);
  });
});

describe('department tree select', () => {
  it('offers every department, parents included, by name', () => {
    const tree = [{ id: 'p', deptName: '医学装备部', children: [{ id: 'c', deptName: '维修组', children: [] }] }];
    expect(deptOptionsOf(tree)).toEqual([{ key: 'p', title: '医学装备部', children: [{ key: 'c', title: '维修组' }] }]);
  });
});
