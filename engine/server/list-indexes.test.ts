import { describe, expect, it } from 'vitest';
import dic from '../../schemas/dic.json';
import gadget from '../../tests/fixtures/schemas/fixture-gadget.json';
import type { EntitySchema } from '../schema/entity-types';
import { loadEntity } from '../schema/load-entity';
import { indexName, listIndexes, type ListIndex } from './list-indexes';

/** One line per index: `name: columns` for a btree, `name: gin(column)` for a trigram one. */
const described = (indexes: ListIndex[]) =>
  indexes.map((index) =>
    index.kind === 'btree'
      ? `${index.name}: ${index.columns.map(({ column, desc }) => `${column}${desc ? ' desc' : ''}`).join(', ')}`
      : `${index.name}: gin(${index.column})`,
  );

const gadgetSorted = {
  ...gadget,
  list: {
    ...gadget.list,
    defaultSort: { field: 'purchaseDate', order: 'desc' },
    params: {
      maker: { field: 'gadgetName', match: 'contains', title: '名称' },
      priced: { field: 'price', match: 'equals', title: '价格' },
      bought: { field: 'purchaseDate', match: 'month', title: '购置月份' },
    },
  },
} as unknown as EntitySchema;

describe('listIndexes', () => {
  it('gives the dictionary its default ORDER BY, its sortable columns and trigram indexes for its substring filters', () => {
    expect(described(listIndexes(loadEntity(dic), { trigram: true }))).toEqual([
      'dic_type_id_desc_idx: type, id desc',
      'dic_sort_id_desc_idx: sort, id desc',
      'dic_type_trgm: gin(type)',
      'dic_description_trgm: gin(description)',
      'dic_val_trgm: gin(val)',
    ]);
  });

  it('leaves the trigram indexes out without the extension', () => {
    expect(described(listIndexes(loadEntity(dic), { trigram: false }))).toEqual([
      'dic_type_id_desc_idx: type, id desc',
      'dic_sort_id_desc_idx: sort, id desc',
    ]);
  });

  it('puts the default ORDER BY after each equality filter, bar and link parameters alike', () => {
    expect(described(listIndexes(gadgetSorted, { trigram: true }))).toEqual([
      'fixture_gadget_purchase_date_desc_id_desc_idx: purchase_date desc, id desc',
      'fixture_gadget_gadget_name_id_desc_idx: gadget_name, id desc',
      'fixture_gadget_price_id_desc_idx: price, id desc',
      'fixture_gadget_serial_no_purchase_date_desc_id_desc_idx: serial_no, purchase_date desc, id desc',
      'fixture_gadget_state_purchase_date_desc_id_desc_idx: state, purchase_date desc, id desc',
      'fixture_gadget_price_purchase_date_desc_id_desc_idx: price, purchase_date desc, id desc',
      'fixture_gadget_gadget_name_trgm: gin(gadget_name)',
    ]);
  });

  it('indexes no advanced filter, yes/no filter, range or id: the sort index and the primary key serve them', () => {
    const names = listIndexes(gadget as unknown as EntitySchema, { trigram: true }).map((index) => index.name);
    expect(names).toEqual([
      'fixture_gadget_gadget_name_id_desc_idx',
      'fixture_gadget_price_id_desc_idx',
      'fixture_gadget_serial_no_id_desc_idx',
      'fixture_gadget_state_id_desc_idx',
      'fixture_gadget_gadget_name_trgm',
    ]);
  });

  it('derives the same index once when two screens over one table ask for it', () => {
    const fixed = { ...gadgetSorted, name: 'fixture-gadget-in-use', fixedFilters: { inUse: true } } as EntitySchema;
    const both = [...listIndexes(gadgetSorted, { trigram: true }), ...listIndexes(fixed, { trigram: true })].map((index) => index.name);
    expect(new Set(both).size).toBe(listIndexes(gadgetSorted, { trigram: true }).length);
  });

  it('names long indexes within 63 characters, still deterministically', () => {
    const name = indexName('inventory_check_record', ['responsible_dept_id', 'plan_start_date_desc', 'id_desc'], 'idx');
    expect(name).toHaveLength(63);
    expect(name).toMatch(/^inventory_check_record_responsible_dept_id_plan_st_[0-9a-f]{8}_idx$/);
    expect(indexName('inventory_check_record', ['responsible_dept_id', 'plan_start_date_desc', 'id_desc'], 'idx')).toBe(name);
  });
});
