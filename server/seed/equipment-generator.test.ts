import { describe, expect, it } from 'vitest';
import type { EquipmentGenerationInput, GeneratedBatch } from './equipment-generation-types';
import { equipmentReference, generateEquipment } from './equipment-generator';
import { ACTION_STATES, TASK_TYPES } from '../equipment/equipment-codes';

const departments = ['内科', '外科', '急诊科', '重症医学科', '检验科', '放射科', '超声科', '院办'].map((name, index) => ({
  id: `d${String(index).padStart(23, '0')}`,
  name,
}));
const engineer = { id: 'e00000000000000000000001', name: '张工程师', phone: '13800000001', weight: 1.5 };
const manager = { id: 'e00000000000000000000002', name: '李科长', phone: '13800000002', weight: 0.3 };

const input = (overrides: Partial<EquipmentGenerationInput> = {}): EquipmentGenerationInput => ({
  hospCode: '10001',
  size: 3000,
  seed: 2026,
  now: '2026-11-18 10:30:00',
  departments,
  realPeople: [engineer, manager],
  ...overrides,
});

function generateAll(options: EquipmentGenerationInput) {
  const reference = equipmentReference(options);
  const batches = [...generateEquipment(options, reference, 400)];
  const all: GeneratedBatch = { eqp: [], orders: [], tasks: [], boots: [] };
  for (const batch of batches) {
    all.eqp.push(...batch.eqp);
    all.orders.push(...batch.orders);
    all.tasks.push(...batch.tasks);
    all.boots.push(...batch.boots);
  }
  return { reference, batches, all };
}

const base = generateAll(input());
const { eqp, orders, tasks, boots } = base.all;
const today = '2026-11-18';
const now = '2026-11-18 10:30:00';

describe('equipment generator: determinism', () => {
  it('gives identical rows for the same seed, hospital and time', () => {
    expect(generateAll(input()).all).toEqual(base.all);
    expect(generateAll(input()).reference).toEqual(base.reference);
  }, 60_000);

  it('gives different rows for another seed or another hospital', () => {
    expect(generateAll(input({ seed: 7, size: 200 })).all.eqp).not.toEqual(generateAll(input({ size: 200 })).all.eqp);
    expect(generateAll(input({ hospCode: '10002', size: 200 })).all.eqp).not.toEqual(generateAll(input({ size: 200 })).all.eqp);
  }, 60_000);

  it('makes exactly size equipment, in batches whose rows refer only to their own equipment', () => {
    expect(eqp).toHaveLength(3000);
    for (const batch of base.batches) {
      const ids = new Set(batch.eqp.map((row) => row.id));
      expect(batch.orders.every((row) => ids.has(row.eqp_id))).toBe(true);
      expect(batch.tasks.every((row) => ids.has(row.eqp_id!))).toBe(true);
      expect(batch.boots.every((row) => ids.has(row.eqp_id))).toBe(true);
    }
  });

  it('uses unique 24-hex ids, asset numbers and order numbers', () => {
    const ids = [...eqp, ...orders, ...tasks].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(eqp.map((row) => row.hosp_eqp_id)).size).toBe(eqp.length);
    expect(new Set(orders.map((row) => row.seq_no)).size).toBe(orders.length);
  });
});

describe('equipment generator: consistency', () => {
  it('puts equipment with an unfinished order in state 02 (order 01/02) or 03, and no other', () => {
    const openByEqp = new Map(orders.filter((row) => row.seq_state === '01').map((row) => [row.eqp_id, row.action_state]));
    for (const row of eqp) {
      const action = openByEqp.get(row.id);
      const expected = action === undefined ? ['01', '04'] : action <= '02' ? ['02'] : ['03'];
      expect(expected).toContain(row.state);
    }
  });

  it('finishes nothing after now, leaves unclaimed orders without engineer, keeps task statuses true to due dates', () => {
    expect(orders.every((row) => row.finish_time === null || row.finish_time! <= now)).toBe(true);
    expect(tasks.every((row) => row.finish_time === null || row.finish_time! <= now)).toBe(true);
    expect(orders.filter((row) => row.seq_state === '01' && row.action_state === '01').every((row) => row.current_egn_id === null)).toBe(
      true,
    );
    expect(tasks.filter((row) => row.status === '03').every((row) => row.due_date < today)).toBe(true);
    expect(tasks.filter((row) => row.status === '04').every((row) => row.finish_time !== null)).toBe(true);
    expect(tasks.filter((row) => row.status !== '04').every((row) => row.finish_time === null)).toBe(true);
  });

  it('keeps boot days within monitored days, only for networked equipment', () => {
    const networked = new Set(eqp.filter((row) => row.net_flag).map((row) => row.id));
    expect(boots.every((row) => row.boot_days >= 0 && row.boot_days <= row.monitored_days && networked.has(row.eqp_id))).toBe(true);
  });
});

describe('equipment generator: distributions that make every panel meaningful', () => {
  it('has unfinished repair orders in every action state', () => {
    const states = new Set(orders.filter((row) => row.seq_state === '01').map((row) => row.action_state));
    expect([...states].sort()).toEqual(ACTION_STATES);
  });

  it('has open and overdue tasks of every type, and tasks completed this month', () => {
    for (const type of TASK_TYPES) {
      expect(tasks.some((row) => row.task_type === type && row.status === '02')).toBe(true);
      expect(tasks.some((row) => row.task_type === type && row.status === '03')).toBe(true);
      expect(tasks.some((row) => row.task_type === type && row.status === '04' && row.finish_time! >= '2026-11-01')).toBe(true);
    }
  });

  it('has equipment in every state and out of warranty, ending warranty this month and in the next three', () => {
    expect(new Set(eqp.map((row) => row.state))).toEqual(new Set(['01', '02', '03', '04']));
    const outOfWarranty = eqp.filter((row) => row.guar_end_date! < today).length;
    expect(outOfWarranty / eqp.length).toBeGreaterThan(0.5);
    expect(eqp.some((row) => row.guar_end_date!.startsWith('2026-11'))).toBe(true);
    expect(eqp.some((row) => row.guar_end_date! >= '2026-12-01' && row.guar_end_date! < '2027-03-01')).toBe(true);
    expect(eqp.some((row) => row.insured_start_date! <= today && row.insured_end_date! >= today)).toBe(true);
  });

  it('has boot records in each of the last 12 months and equipment put into use in the last year', () => {
    const months = new Set(boots.map((row) => row.boot_month));
    expect([...months].sort()).toEqual([
      '2025-12-01',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    ]);
    expect(eqp.filter((row) => row.enable_date! >= '2025-11-19').length).toBeGreaterThan(100);
  });

  it.each([engineer, manager])('gives $name non-zero "mine" numbers', (person) => {
    const mineOpen = orders.filter((row) => row.seq_state === '01' && row.current_egn_id === person.id);
    expect(new Set(mineOpen.map((row) => row.action_state))).toEqual(new Set(ACTION_STATES.slice(1)));
    const mineEqp = new Set(eqp.filter((row) => row.first_engineer_id === person.id).map((row) => row.id));
    expect(orders.some((row) => row.seq_state === '01' && row.action_state === '01' && mineEqp.has(row.eqp_id))).toBe(true);
    expect(eqp.some((row) => row.state === '04' && row.first_engineer_id === person.id)).toBe(true);
    expect(
      orders.some((row) => row.seq_state === '02' && row.current_egn_id === person.id && row.finish_time! >= `${today} 00:00:00`),
    ).toBe(true);
    for (const type of TASK_TYPES) {
      expect(tasks.some((row) => row.person_id === person.id && row.task_type === type && row.status === '02')).toBe(true);
      expect(tasks.some((row) => row.person_id === person.id && row.task_type === type && row.status === '03')).toBe(true);
    }
    expect(
      tasks.some(
        (row) =>
          row.person_id === person.id && row.task_type === 'maintain' && row.status === '04' && row.finish_time! >= `${today} 00:00:00`,
      ),
    ).toBe(true);
  });

  it('gives the engineer a realistic share of the team: more than a synthetic colleague, far from all', () => {
    const share = eqp.filter((row) => row.first_engineer_id === engineer.id).length / eqp.length;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.2);
    expect(base.reference.people).toHaveLength(2 + 20);
  });
});
