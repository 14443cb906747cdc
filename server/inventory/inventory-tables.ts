/**
 * What the inventory code needs to know of its two tables (schemas/hosp-inventory-check-plan.json
 * and hosp-inventory-check-record.json; the engine creates them in every hospital's schema).
 */
export const PLAN_TABLE = 'inventory_check_plan';
export const RECORD_TABLE = 'inventory_check_record';
export const PLAN_ENTITY = 'hosp-inventory-check-plan';
export const RECORD_ENTITY = 'hosp-inventory-check-record';

/** Plan states (the plan schema's options): open while records come in, finished once closed. */
export const PLAN_OPEN = '01';
export const PLAN_FINISHED = '02';

/** Seed 002 sections 4 and 9: inventory result codes (dictionary INVENTORY_RESULT). */
export const RESULT_BALANCED = '01';
export const RESULT_SURPLUS = '02';
export const RESULT_LOSS = '03';
export const RESULT_STATES = [RESULT_BALANCED, RESULT_SURPLUS, RESULT_LOSS] as const;

/** Messages of the rules around a finished plan. */
export const MESSAGES = {
  finishedTwice: '该盘点计划已结束，不能重复结束',
  finished: '盘点计划已结束',
  planReadOnly: '已结束的盘点计划不能修改',
  recordsReadOnly: '盘点计划已结束，盘点记录不能修改',
  planHasRecords: '该盘点计划已有盘点记录，不能删除',
  planRequired: '请选择盘点计划',
} as const;
