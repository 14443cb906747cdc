import type { Insertable } from 'kysely';
import type { EqpBootRecordTable, EqpTable, EqpTagTable, EqpTaskTable, MtcOrderTable, TaskPlanTable } from '../db/tables.js';

/** The demo equipment generator's input and output (equipment-generator.ts and its work generator). */

export interface GeneratorPerson {
  id: string;
  name: string;
  phone: string | null;
  /** Relative share of equipment and jobs (a synthetic engineer has 1). */
  weight: number;
}

export interface GeneratorDept {
  id: string;
  name: string;
  /** Relative chance of holding equipment that has no preferred department (default 1). */
  weight?: number;
}

export interface EquipmentGenerationInput {
  hospCode: string;
  /** Number of equipment. */
  size: number;
  seed: number;
  /** The generator's "now", 'yyyy-MM-dd HH:mm:ss'; nothing is finished after it. */
  now: string;
  departments: GeneratorDept[];
  /** Real accounts working in the hospital (engineer, manager, director), with their weights. */
  realPeople: GeneratorPerson[];
}

export interface EquipmentReference {
  tags: Insertable<EqpTagTable>[];
  plans: Insertable<TaskPlanTable>[];
  /** Real people first, then synthetic engineers. */
  people: GeneratorPerson[];
}

export interface GeneratedBatch {
  eqp: Insertable<EqpTable>[];
  orders: Insertable<MtcOrderTable>[];
  tasks: Insertable<EqpTaskTable>[];
  boots: Insertable<EqpBootRecordTable>[];
}
