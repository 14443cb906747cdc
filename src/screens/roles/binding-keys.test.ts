import { describe, expect, it } from 'vitest';
import { boundLeaves, idsToSave } from './binding-keys';

const tree = [
  { id: 'eqp', children: [{ id: 'ledger' }, { id: 'repair' }] },
  { id: 'home' },
  { id: 'sys', children: [{ id: 'hospital', children: [{ id: 'dept' }, { id: 'menu' }] }] },
];

describe('binding keys', () => {
  it('opens a cascading tree on the bound leaves only', () => {
    expect(boundLeaves(tree, ['eqp', 'ledger', 'home', 'sys', 'hospital', 'dept', 'menu'])).toEqual(['ledger', 'home', 'dept', 'menu']);
    expect(boundLeaves(tree, ['eqp'])).toEqual([]);
    expect(boundLeaves(tree, [])).toEqual([]);
  });

  it('saves the ticked nodes with the half-ticked parents, once each', () => {
    expect(idsToSave(['ledger', 'home'], ['eqp'])).toEqual(['ledger', 'home', 'eqp']);
    expect(idsToSave(['a', 'a'], [])).toEqual(['a']);
  });
});
