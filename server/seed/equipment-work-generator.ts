import type { Insertable } from 'kysely';
import type { MtcOrderTable } from '../db/tables.js';
import { LARGE_EQP_PRICE, TASK_TYPES, type TaskType } from '../equipment/equipment-codes.js';
import { DAY_MS, HOUR_MS, formatDay, formatTime, monthStartDay } from './equipment-calendar.js';
import { faultDescriptions, givenNames, surnames, type CatalogueTag } from './equipment-catalogue.js';
import type { EquipmentGenerationInput, GeneratedBatch, GeneratorPerson } from './equipment-generation-types.js';
import type { Prng } from './equipment-prng.js';

/** The work on one generated equipment: repair orders, preventive tasks, boot records. */

export interface TaskDefinition {
  type: TaskType;
  /** Share of equipment in the plan (ignored for major patrol: all large equipment). */
  share: number;
  cycleDays: number;
  pastDays: number;
  futureDays: number;
  overdueRate: number;
}

export const TASK_DEFINITIONS: TaskDefinition[] = [
  { type: 'dailyPatrol', share: 0.03, cycleDays: 1, pastDays: 21, futureDays: 3, overdueRate: 0.06 },
  { type: 'patrol', share: 0.25, cycleDays: 30, pastDays: 90, futureDays: 30, overdueRate: 0.08 },
  { type: 'deptPatrol', share: 0.1, cycleDays: 30, pastDays: 90, futureDays: 30, overdueRate: 0.08 },
  { type: 'majorPatrol', share: 0, cycleDays: 30, pastDays: 90, futureDays: 30, overdueRate: 0.05 },
  { type: 'maintain', share: 0.5, cycleDays: 90, pastDays: 180, futureDays: 60, overdueRate: 0.1 },
  { type: 'quality', share: 0.2, cycleDays: 180, pastDays: 360, futureDays: 90, overdueRate: 0.1 },
  { type: 'metering', share: 0.15, cycleDays: 365, pastDays: 365, futureDays: 120, overdueRate: 0.15 },
];

const HISTORY_COUNT_WEIGHTS: [number, number][] = [
  [0, 0.62],
  [1, 0.27],
  [2, 0.08],
  [3, 0.03],
];

/** What the generator knows about the hospital while it writes rows. */
export interface Context {
  input: EquipmentGenerationInput;
  rng: Prng;
  nowMs: number;
  today: number;
  monthStart: number;
  people: [GeneratorPerson, number][];
  planIds: Map<string, string>;
  tagDepts: Map<string, string[]>;
  allDepts: [string, number][];
  orderSeq: number;
}

/**
 * Fixture slots of a real person's equipment: 0 awaiting scrap; 1 to 8 an open repair in action
 * state 01 to 08 (01 and 02 reported long ago, 03 in repair for more than a week); 9 a repair and a
 * maintenance task finished today. Slots 0 to 6 also carry one open and one overdue task of the
 * task type with that index.
 */
export interface Fixture {
  person: GeneratorPerson;
  slot: number;
}

export interface EqpFacts {
  id: string;
  deptId: string;
  engineer: GeneratorPerson;
  enableMs: number;
  price: number;
  tag: CatalogueTag;
}

function nextSeqNo(ctx: Context, applyMs: number): string {
  ctx.orderSeq += 1;
  return `WX${formatDay(Math.floor(applyMs / DAY_MS)).replace(/-/g, '')}${String(ctx.orderSeq).padStart(7, '0')}`;
}

export function openOrder(ctx: Context, eqp: EqpFacts, action: string, fixture: Fixture | undefined): Insertable<MtcOrderTable> {
  const { rng, nowMs } = ctx;
  const fixtureAge: Record<string, number> = { '01': 5 * DAY_MS, '02': 4 * DAY_MS, '03': 10 * DAY_MS };
  const age = fixture ? (fixtureAge[action] ?? DAY_MS) : action <= '02' ? rng.int(1, 6 * 24) * HOUR_MS : rng.int(2, 20 * 24) * HOUR_MS;
  const applyMs = Math.min(nowMs - 60_000, fixture ? nowMs - age : Math.max(nowMs - age, eqp.enableMs));
  const holder = action === '01' ? null : fixture ? fixture.person : rng.chance(0.7) ? eqp.engineer : rng.weighted(ctx.people);
  const claimMs = holder ? Math.min(nowMs - 30_000, applyMs + rng.int(10, 240) * 60_000) : null;
  const apply = formatTime(applyMs);
  return {
    id: rng.objectId(applyMs / 1000),
    seq_no: nextSeqNo(ctx, applyMs),
    eqp_id: eqp.id,
    dept_id: eqp.deptId,
    seq_state: '01',
    action_state: action,
    fault_desc: rng.pick(faultDescriptions),
    apply_person_name: `${rng.pick(surnames)}${rng.pick(givenNames)}`,
    apply_time: apply,
    current_egn_id: holder?.id ?? null,
    current_egn_name: holder?.name ?? null,
    current_egn_phone: holder?.phone ?? null,
    claim_time: claimMs === null ? null : formatTime(claimMs),
    finish_time: null,
    transfer_count: holder && rng.chance(0.1) ? rng.int(1, 2) : 0,
    work_hours: action >= '03' ? Math.round(rng.float(0.5, 8) * 10) / 10 : 0,
    create_date_time: apply,
    lstupd_date_time: apply,
  };
}

export function repairHistory(ctx: Context, eqp: EqpFacts, fixture: Fixture | undefined, batch: GeneratedBatch): void {
  const { rng, nowMs, today } = ctx;
  const finished: { applyMs: number; finishMs: number; holder: GeneratorPerson }[] = [];
  if (fixture?.slot === 9) finished.push({ applyMs: (today - 1) * DAY_MS + 9 * HOUR_MS, finishMs: today * DAY_MS, holder: fixture.person });
  const count = rng.weighted(HISTORY_COUNT_WEIGHTS);
  for (let i = 0; i < count; i += 1) {
    const applyMs = nowMs - rng.int(1, 365 * 24) * HOUR_MS;
    const finishMs = Math.min(nowMs - 60_000, applyMs + rng.int(1, 7 * 24) * HOUR_MS);
    const holder = rng.chance(0.6) ? eqp.engineer : rng.weighted(ctx.people);
    if (applyMs < eqp.enableMs || finishMs <= applyMs) continue;
    finished.push({ applyMs, finishMs, holder });
  }
  for (const { applyMs, finishMs, holder } of finished) {
    const cancelled = !(fixture?.slot === 9 && finishMs === today * DAY_MS) && rng.chance(0.03);
    const apply = formatTime(applyMs);
    batch.orders.push({
      id: rng.objectId(applyMs / 1000),
      seq_no: nextSeqNo(ctx, applyMs),
      eqp_id: eqp.id,
      dept_id: eqp.deptId,
      seq_state: cancelled ? '03' : '02',
      action_state: cancelled ? '01' : '07',
      fault_desc: rng.pick(faultDescriptions),
      apply_person_name: `${rng.pick(surnames)}${rng.pick(givenNames)}`,
      apply_time: apply,
      current_egn_id: holder.id,
      current_egn_name: holder.name,
      current_egn_phone: holder.phone,
      claim_time: formatTime(Math.min(finishMs, applyMs + rng.int(10, 240) * 60_000)),
      finish_time: cancelled ? null : formatTime(finishMs),
      transfer_count: rng.chance(0.08) ? rng.int(1, 2) : 0,
      work_hours: cancelled ? 0 : Math.round(rng.float(0.5, 16) * 10) / 10,
      create_date_time: apply,
      lstupd_date_time: formatTime(finishMs),
    });
  }
}

export function tasks(ctx: Context, eqp: EqpFacts, enableDay: number, fixture: Fixture | undefined, batch: GeneratedBatch): void {
  const { rng, today, nowMs } = ctx;
  const push = (type: TaskType, person: GeneratorPerson, due: number, status: string, finishMs: number | null, cycleDays: number) => {
    const createMs = Math.min(nowMs - 60_000, (due - cycleDays) * DAY_MS + 8 * HOUR_MS);
    batch.tasks.push({
      id: rng.objectId(createMs / 1000),
      task_type: type,
      plan_id: ctx.planIds.get(type) ?? null,
      eqp_id: eqp.id,
      dept_id: eqp.deptId,
      person_id: person.id,
      person_name: person.name,
      status,
      due_date: formatDay(due),
      finish_time: finishMs === null ? null : formatTime(finishMs),
      create_date_time: formatTime(createMs),
      lstupd_date_time: formatTime(finishMs ?? createMs),
    });
  };
  if (fixture) {
    const type = TASK_TYPES[fixture.slot];
    if (type) {
      push(type, fixture.person, today + 2, '02', null, 7);
      push(type, fixture.person, today - 5, '03', null, 7);
    }
    if (fixture.slot === 9) push('maintain', fixture.person, today, '04', today * DAY_MS, 90);
  }
  for (const definition of TASK_DEFINITIONS) {
    const included = definition.type === 'majorPatrol' ? eqp.price >= LARGE_EQP_PRICE : rng.chance(definition.share);
    if (!included) continue;
    const person = rng.chance(0.75) ? eqp.engineer : rng.weighted(ctx.people);
    const first = Math.max(enableDay, today - definition.pastDays) + rng.int(0, definition.cycleDays - 1);
    for (let due = first; due <= today + definition.futureDays; due += definition.cycleDays) {
      if (due > today + 7) push(definition.type, person, due, '01', null, definition.cycleDays);
      else if (due >= today) {
        if (rng.chance(0.15)) push(definition.type, person, due, '04', nowMs - rng.int(60, 36 * 60) * 60_000, definition.cycleDays);
        else push(definition.type, person, due, '02', null, definition.cycleDays);
      } else if (rng.chance(definition.overdueRate)) push(definition.type, person, due, '03', null, definition.cycleDays);
      else {
        const finishMs = Math.min(nowMs - 60_000, due * DAY_MS + rng.int(-48, 20) * HOUR_MS);
        push(definition.type, person, due, '04', finishMs, definition.cycleDays);
      }
    }
  }
}

export function bootRecords(ctx: Context, eqpId: string, deptId: string, enableDay: number, scrap: boolean, batch: GeneratedBatch): void {
  const { rng, today } = ctx;
  const base = scrap ? rng.float(0, 0.1) : rng.float(0.6, 0.98);
  for (let offset = -11; offset <= 0; offset += 1) {
    const first = monthStartDay(today, offset);
    const last = Math.min(monthStartDay(today, offset + 1) - 1, today);
    const monitored = last - Math.max(first, enableDay) + 1;
    if (monitored <= 0) continue;
    const share = Math.min(1, Math.max(0, base + rng.float(-0.08, 0.08)));
    const bootDays = Math.min(monitored, Math.round(monitored * share));
    batch.boots.push({
      eqp_id: eqpId,
      boot_month: formatDay(first),
      dept_id: deptId,
      boot_days: bootDays,
      monitored_days: monitored,
      run_hours: Math.round(bootDays * rng.float(4, 14) * 10) / 10,
    });
  }
}
