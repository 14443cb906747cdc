import type { EquipmentGenerationInput, EquipmentReference, GeneratedBatch } from './equipment-generation-types.js';
import { ACTION_STATES, TASK_TYPE_NAMES } from '../equipment/equipment-codes.js';
import { Prng } from './equipment-prng.js';
import { DAY_MS, HOUR_MS, formatDay, monthStartDay, parseDay, parseTime } from './equipment-calendar.js';
import { equipmentCatalogue, givenNames, maintenanceCompanies, surnames } from './equipment-catalogue.js';
import { bootRecords, openOrder, repairHistory, tasks, TASK_DEFINITIONS, type Context, type Fixture } from './equipment-work-generator.js';

/**
 * Deterministic demo data for one hospital: the same input gives the same rows. Distributions are
 * described in docs/equipment-domain.md; the first equipment of each real person are fixtures that
 * make every one of that person's "mine" panels non-zero.
 */

/** Fixture equipment per real person (see Fixture in equipment-work-generator.ts). */
const FIXTURE_SLOTS = 10;
const OPEN_REPAIR_SHARE = 0.04;
const SCRAP_SHARE = 0.02;
const OPEN_ACTION_WEIGHTS: [string, number][] = [
  ['01', 15],
  ['02', 15],
  ['03', 25],
  ['04', 10],
  ['05', 8],
  ['06', 7],
  ['07', 15],
  ['08', 5],
];
const WARRANTY_YEARS: [number, number][] = [
  [1, 0.35],
  [2, 0.25],
  [3, 0.25],
  [5, 0.15],
];

/** Tags, plans and the team (real people plus synthetic engineers) of the hospital. */
export function equipmentReference(input: EquipmentGenerationInput): EquipmentReference {
  const rng = new Prng(`${input.seed}:${input.hospCode}:reference`);
  const nowSeconds = parseTime(input.now) / 1000;
  // About one engineer per 150 equipment, as in a hospital's equipment department.
  const synthetic = Math.min(40, Math.max(4, Math.round(input.size / 150)));
  const people = [...input.realPeople];
  for (let i = 0; i < synthetic; i += 1) {
    people.push({
      id: rng.objectId(nowSeconds - 86_400 * 400),
      name: `${rng.pick(surnames)}${rng.pick(givenNames)}`,
      phone: `139${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      weight: 1,
    });
  }
  const stamp = { create_date_time: input.now, lstupd_date_time: input.now };
  return {
    tags: equipmentCatalogue.map((tag, index) => ({ tag_code: tag.tagCode, tag_name: tag.tagName, sort: index + 1 })),
    plans: TASK_DEFINITIONS.map((definition) => ({
      id: rng.objectId(nowSeconds - 86_400 * 365),
      task_type: definition.type,
      plan_name: `${input.now.slice(0, 4)}年度${TASK_TYPE_NAMES[definition.type]}计划`,
      cycle_days: definition.cycleDays,
      ...stamp,
    })),
    people,
  };
}

function context(input: EquipmentGenerationInput, reference: EquipmentReference): Context {
  if (!input.departments.length) throw new Error('生成设备数据需要至少一个科室');
  const byName = new Map(input.departments.map((dept) => [dept.name, dept.id]));
  const nowMs = parseTime(input.now);
  const today = parseDay(input.now);
  return {
    input,
    rng: new Prng(`${input.seed}:${input.hospCode}:equipment`),
    nowMs,
    today,
    monthStart: monthStartDay(today),
    people: reference.people.map((person) => [person, person.weight]),
    planIds: new Map(reference.plans.map((plan) => [plan.task_type, plan.id])),
    tagDepts: new Map(
      equipmentCatalogue.map((tag) => [tag.tagCode, tag.depts.map((name) => byName.get(name)).filter((id): id is string => !!id)]),
    ),
    allDepts: input.departments.map((dept) => [dept.id, dept.weight ?? 1]),
    orderSeq: 0,
  };
}

/** Rows in batches of `batchSize` equipment with everything that refers to them. */
export function* generateEquipment(
  input: EquipmentGenerationInput,
  reference: EquipmentReference,
  batchSize = 500,
): Generator<GeneratedBatch> {
  const ctx = context(input, reference);
  let batch: GeneratedBatch = { eqp: [], orders: [], tasks: [], boots: [] };
  for (let index = 0; index < input.size; index += 1) {
    const owner = index < input.realPeople.length * FIXTURE_SLOTS ? input.realPeople[Math.floor(index / FIXTURE_SLOTS)] : undefined;
    generateOne(ctx, index, owner ? { person: owner, slot: index % FIXTURE_SLOTS } : undefined, batch);
    if (batch.eqp.length >= batchSize) {
      yield batch;
      batch = { eqp: [], orders: [], tasks: [], boots: [] };
    }
  }
  if (batch.eqp.length) yield batch;
}

function generateOne(ctx: Context, index: number, fixture: Fixture | undefined, batch: GeneratedBatch): void {
  const { rng, today } = ctx;
  const tag = rng.weighted(equipmentCatalogue.map((t) => [t, t.weight] as const));
  const item = rng.weighted(tag.items.map((i) => [i, i.weight] as const));
  const [brand, model] = rng.pick(item.makes);
  const price = Math.round(Math.exp(rng.float(Math.log(item.price[0]), Math.log(item.price[1]))) / 100) * 100;
  const preferred = ctx.tagDepts.get(tag.tagCode) ?? [];
  const deptId = preferred.length && rng.chance(0.75) ? rng.pick(preferred) : rng.weighted(ctx.allDepts);
  const enableDay = rng.chance(0.1) ? today - rng.int(0, 364) : today - rng.int(365, 365 * 12);
  const engineer = fixture?.person ?? rng.weighted(ctx.people);
  const id = rng.objectId(enableDay * 86_400 + 9 * 3600);

  const { guarStart, guarEnd } = warranty(ctx, enableDay);
  const insured = guarEnd < today && (price >= 200_000 ? rng.chance(0.6) : rng.chance(0.1));
  const insuredStart = insured ? today - rng.int(0, 330) : null;

  const openAction = fixture
    ? fixture.slot >= 1 && fixture.slot <= 8
      ? ACTION_STATES[fixture.slot - 1]!
      : null
    : rng.chance(OPEN_REPAIR_SHARE)
      ? rng.weighted(OPEN_ACTION_WEIGHTS)
      : null;
  const scrap = fixture ? fixture.slot === 0 : !openAction && rng.chance(SCRAP_SHARE);
  const state = scrap ? '04' : openAction ? (openAction === '01' || openAction === '02' ? '02' : '03') : '01';
  const enableText = formatDay(enableDay);
  const stamp = `${enableText} 09:00:00`;

  batch.eqp.push({
    id,
    eqp_name: item.name,
    eqp_brand: brand,
    eqp_model: model,
    fact_serial_no: `SN${rng.hex(10).toUpperCase()}`,
    hosp_eqp_id: `ZC${String(index + 1).padStart(7, '0')}`,
    dept_id: deptId,
    tag_code: tag.tagCode,
    state,
    price,
    net_flag: rng.chance(tag.networked),
    use_state: state === '04' ? false : rng.chance(0.93),
    enable_date: enableText,
    guar_start_date: formatDay(guarStart),
    guar_end_date: formatDay(guarEnd),
    insured_company: insured ? rng.pick(maintenanceCompanies) : null,
    insured_start_date: insuredStart === null ? null : formatDay(insuredStart),
    insured_end_date: insuredStart === null ? null : formatDay(insuredStart + 364),
    insured_fee: insured ? Math.round(price * rng.float(0.04, 0.09)) : null,
    acct_check: rng.chance(0.9) ? '02' : '01',
    first_engineer_id: engineer.id,
    first_engineer_name: engineer.name,
    create_date_time: stamp,
    lstupd_date_time: stamp,
  });
  const eqp = { id, deptId, engineer, enableMs: enableDay * DAY_MS + 8 * HOUR_MS, price, tag };
  if (openAction) batch.orders.push(openOrder(ctx, eqp, openAction, fixture));
  repairHistory(ctx, eqp, fixture, batch);
  tasks(ctx, eqp, enableDay, fixture, batch);
  if (batch.eqp[batch.eqp.length - 1]!.net_flag) bootRecords(ctx, eqp.id, deptId, enableDay, state === '04', batch);
}

function warranty(ctx: Context, enableDay: number): { guarStart: number; guarEnd: number } {
  const { rng, monthStart } = ctx;
  const years = rng.weighted(WARRANTY_YEARS);
  const roll = rng.next();
  // A few warranties end this month (1.5 %) and in the next three months (3.5 %), so those panels have numbers.
  if (roll < 0.05) {
    const thisMonth = roll < 0.015;
    const from = thisMonth ? monthStart : monthStartDay(monthStart, 1);
    const to = thisMonth ? monthStartDay(monthStart, 1) : monthStartDay(monthStart, 4);
    const guarEnd = from + rng.int(0, to - from - 1);
    return { guarStart: Math.min(enableDay, guarEnd), guarEnd };
  }
  return { guarStart: enableDay, guarEnd: enableDay + years * 365 - 1 };
}
