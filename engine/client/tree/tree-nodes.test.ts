import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../data/data-provider';
import { allNodeIds, filterTree, flattenNodes, recordOf } from './tree-nodes';

const tree: TreeNode[] = [
  {
    id: 'a',
    deptName: '医学装备部',
    children: [
      { id: 'a1', deptName: '设备维修组' },
      { id: 'a2', deptName: '采购管理组', children: [{ id: 'a21', deptName: '招标小组' }] },
    ],
  },
  { id: 'b', deptName: '临床科室', children: [{ id: 'b1', deptName: '心内科' }] },
];

describe('tree nodes', () => {
  it('keeps the matches with their ancestors, and a matching node with its whole subtree', () => {
    expect(filterTree(tree, '维修', 'deptName')).toEqual([
      { id: 'a', deptName: '医学装备部', children: [{ id: 'a1', deptName: '设备维修组' }] },
    ]);
    expect(allNodeIds(filterTree(tree, '采购', 'deptName'))).toEqual(['a', 'a2', 'a21']);
    expect(allNodeIds(filterTree(tree, '科', 'deptName'))).toEqual(['b', 'b1']);
  });

  it('keeps the tree for a blank keyword and nothing when nothing matches', () => {
    expect(filterTree(tree, '  ', 'deptName')).toBe(tree);
    expect(filterTree(tree, '药剂', 'deptName')).toEqual([]);
  });

  it('lists every id for full expansion and strips children for the edit dialog', () => {
    expect(allNodeIds(tree)).toEqual(['a', 'a1', 'a2', 'a21', 'b', 'b1']);
    expect(recordOf(tree[1]!)).toEqual({ id: 'b', deptName: '临床科室' });
  });
});

describe('flattenNodes', () => {
  it('lists every node depth first', () => {
    expect(flattenNodes(tree).map((node) => node.id)).toEqual(allNodeIds(tree));
  });
});
