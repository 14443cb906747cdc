import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../data/data-provider';
import { expandedKeysOf, FULLY_EXPANDED, withExpandedKeys } from './tree-expansion';
import { buildTreeIndex, filterTreeIndex, type ViewNode } from './tree-index';
import { allNodeIds, filterTree } from './tree-nodes';

const tree: TreeNode[] = [
  {
    id: 'a',
    deptName: '医学装备部',
    children: [
      { id: 'a1', deptName: '设备维修组' },
      { id: 'a2', deptName: '采购管理组', children: [{ id: 'a21', deptName: '招标小组' }] },
    ],
  },
  {
    id: 'b',
    deptName: '临床科室',
    children: [
      { id: 'b1', deptName: '心内科' },
      { id: 'b2', deptName: 'CT Room' },
    ],
  },
];

const keysOf = (views: ViewNode[]): string[] => views.flatMap((view) => [view.key, ...keysOf(view.children ?? [])]);
const titlesOf = (views: ViewNode[]): string[] => views.flatMap((view) => [view.title, ...titlesOf(view.children ?? [])]);

describe('tree index', () => {
  const index = buildTreeIndex(tree, 'deptName');

  it('shows the whole tree depth first without a keyword, every parent open', () => {
    const view = filterTreeIndex(index, '  ');
    expect(view).toBe(index.full);
    expect(keysOf(view.roots)).toEqual(['a', 'a1', 'a2', 'a21', 'b', 'b1', 'b2']);
    expect(view.parentKeys).toEqual(['a', 'a2', 'b']);
    expect(view.size).toBe(7);
    expect(view.roots[0]!.node).toBe(tree[0]);
  });

  it('keeps each match with its ancestors open, and a matching node with its whole subtree', () => {
    const repair = filterTreeIndex(index, '维修');
    expect(titlesOf(repair.roots)).toEqual(['医学装备部', '设备维修组']);
    expect(expandedKeysOf(FULLY_EXPANDED, repair, index.full)).toEqual(['a']);
    expect(keysOf(filterTreeIndex(index, '采购').roots)).toEqual(['a', 'a2', 'a21']);
    expect(keysOf(filterTreeIndex(index, '科').roots)).toEqual(['b', 'b1', 'b2']);
    expect(keysOf(filterTreeIndex(index, '内科').roots)).toEqual(['b', 'b1']);
    expect(keysOf(filterTreeIndex(index, 'ct room').roots)).toEqual(['b', 'b2']);
    expect(filterTreeIndex(index, '药剂')).toMatchObject({ roots: [], parentKeys: [], size: 0 });
  });

  it('agrees with the plain recursive filter on a generated tree', () => {
    // 4 levels, names sharing fragments so keywords hit at every depth.
    const level = (prefix: string, depth: number): TreeNode[] =>
      Array.from({ length: 3 }, (_, i) => ({
        id: `${prefix}${i}`,
        name: `节点${prefix}${i}${i % 2 ? '内科' : '外科'}`,
        ...(depth < 4 ? { children: level(`${prefix}${i}-`, depth + 1) } : {}),
      }));
    const big = level('', 1);
    const bigIndex = buildTreeIndex(big, 'name');
    for (const keyword of ['内科', '1-2', '0-0-0', '2-1-0-1', '外科', '无']) {
      expect(keysOf(filterTreeIndex(bigIndex, keyword).roots), keyword).toEqual(allNodeIds(filterTree(big, keyword, 'name')));
    }
  });

  it('restores the folds of the whole tree when the keyword is cleared; a new keyword opens every match', () => {
    const full = index.full;
    let expansion = withExpandedKeys(FULLY_EXPANDED, full, full, ['b']);
    expect(expandedKeysOf(expansion, full, full)).toEqual(['b']);

    const filtered = filterTreeIndex(index, '采购');
    expect(expandedKeysOf(expansion, filtered, full)).toEqual(['a', 'a2']);
    expansion = withExpandedKeys(expansion, filtered, full, ['a']);
    expect(expandedKeysOf(expansion, filtered, full)).toEqual(['a']);
    expect(expandedKeysOf(expansion, filterTreeIndex(index, '采购管理'), full)).toEqual(['a', 'a2']);

    expect(expandedKeysOf(expansion, filterTreeIndex(index, ''), full)).toEqual(['b']);
  });

  it('keeps folds across a reload of the same nodes', () => {
    const expansion = withExpandedKeys(FULLY_EXPANDED, index.full, index.full, ['a', 'a2']);
    const reloaded = buildTreeIndex(structuredClone(tree), 'deptName');
    expect(expandedKeysOf(expansion, reloaded.full, reloaded.full)).toEqual(['a', 'a2']);
  });

  it('indexes a 10,000-deep chain without exhausting the stack', () => {
    let chain: TreeNode = { id: 'n0', deptName: '末级' };
    for (let i = 1; i < 10_000; i += 1) chain = { id: `n${i}`, deptName: `科${i}`, children: [chain] };
    const deep = buildTreeIndex([chain], 'deptName');
    expect(deep.full.size).toBe(10_000);
    expect(filterTreeIndex(deep, '末级').size).toBe(10_000);
  });
});
