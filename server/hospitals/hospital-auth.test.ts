import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './hospital-auth';
import { ROOT_PARENT_ID } from '../../engine/server/object-id';

const row = (id: string, parentId: string, sort: number) => ({
  id,
  parentId,
  sort,
  menuName: id,
  menuNameEn: null,
  icon: null,
  path: `/${id}`,
  component: null,
  authId: null,
  hidden: false,
  affix: false,
});

describe('buildMenuTree', () => {
  it('nests children under parents, sorted, and drops orphans', () => {
    const tree = buildMenuTree(
      [row('b', ROOT_PARENT_ID, 2), row('a', ROOT_PARENT_ID, 1), row('a2', 'a', 2), row('a1', 'a', 1), row('x', 'missing', 1)],
      '10001',
    );
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['a1', 'a2']);
    expect(tree[0]!.hospCode).toBe('10001');
  });
});
