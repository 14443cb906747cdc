import { describe, expect, it } from 'vitest';
import dept from '../../schemas/hosp-dept.json';
import menu from '../../schemas/hosp-menu.json';
import permission from '../../schemas/hosp-permission.json';
import { loadEntity } from '../schema/load-entity';
import { treeNodeFields, withoutDeleted, type TreeRow } from './tree-ops';

describe('tree nodes', () => {
  it('leave out the server-kept fields no dialog shows: the two times, a department’s QR token', () => {
    expect([...treeNodeFields(loadEntity(dept)).left]).toEqual(['qrCode', 'createDateTime', 'lstupdDateTime']);
    expect([...treeNodeFields(loadEntity(menu)).left]).toEqual(['createDateTime', 'lstupdDateTime']);
    expect([...treeNodeFields(loadEntity(permission)).left]).toEqual(['createDateTime', 'lstupdDateTime']);
  });

  it('keep the version: a node’s edit sends it back', () => {
    expect(treeNodeFields(loadEntity(dept)).left.has('rowVersion')).toBe(false);
  });

  it('drop a deleted node with its subtree for the pickers', () => {
    const node = (id: string, disabled: boolean, children: TreeRow[] = []): TreeRow => ({ id, disabled, children });
    const tree = [node('a', false, [node('a1', true, [node('a11', false)]), node('a2', false)]), node('b', true)];
    expect(withoutDeleted(tree, { disabled: true })).toEqual([node('a', false, [node('a2', false)])]);
  });
});
