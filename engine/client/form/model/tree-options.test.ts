import { describe, expect, it } from 'vitest';
import { departmentTree } from '../stories/entity-fixtures';
import { treeOptionsOf } from './tree-options';

describe('treeOptionsOf', () => {
  it('hangs the tree under a root node whose key is the 24-zero root id', () => {
    expect(treeOptionsOf(departmentTree, { labelField: 'deptName', rootTitle: '顶级' })).toEqual([
      {
        key: '000000000000000000000000',
        title: '顶级',
        children: [
          {
            key: '6650a1b2c3d4e5f601000001',
            title: '设备科',
            children: [
              { key: '6650a1b2c3d4e5f601000002', title: '维修组' },
              { key: '6650a1b2c3d4e5f601000003', title: '计量组' },
            ],
          },
          { key: '6650a1b2c3d4e5f601000004', title: '放射科' },
        ],
      },
    ]);
  });

  it('disables the record being edited and its subtree: a node cannot move under itself', () => {
    const [root] = treeOptionsOf(departmentTree, { labelField: 'deptName', rootTitle: '顶级', excludeId: '6650a1b2c3d4e5f601000001' });
    const [office, radiology] = root?.children ?? [];
    expect(office?.disabled).toBe(true);
    expect(office?.children?.map((child) => child.disabled)).toEqual([true, true]);
    expect(radiology?.disabled).toBeUndefined();
  });
});
