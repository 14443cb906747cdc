import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { addWriteGuard } from '../../engine/server/entity-extensions.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { resourceLoaders } from '../selectors/selector-sources.js';
import { planWriteGuard, recordWriteGuard } from './inventory-guards.js';
import { PLAN_ENTITY, RECORD_ENTITY } from './inventory-tables.js';
import { downloadPlanWorkbook } from './plan-download.js';
import { finishPlan, planDetail, queryPlans, selectedDepts } from './plan-handlers.js';
import { planOptions } from './plan-selector.js';
import { queryRecords } from './record-query.js';

function recordEntity(): EntitySchema {
  const entity = entityCatalogue().find((candidate) => candidate.name === RECORD_ENTITY);
  if (!entity) throw new Error(`schemas/${RECORD_ENTITY}.json is missing: the plan's spreadsheet lists its records`);
  return entity;
}

/**
 * Inventory checks (seed 002 sections 2.9, 3, 7): every call under /db/hosp-inventory-check-plan
 * beyond the engine's SQL, the rules of a finished plan, and the plan select of the records page.
 */
export const inventoryModule: ExtensionModule = (extensions) => {
  extensions.operations.register(`${PLAN_ENTITY}/query`, queryPlans);
  extensions.operations.register(`${PLAN_ENTITY}/detail`, planDetail);
  extensions.operations.register(`${PLAN_ENTITY}/finish`, finishPlan);
  extensions.operations.register(`${PLAN_ENTITY}/excelDownload`, downloadPlanWorkbook(recordEntity));
  extensions.operations.register(`${PLAN_ENTITY}/selectedDepts`, selectedDepts);
  extensions.operations.register(`${RECORD_ENTITY}/query`, queryRecords);
  addWriteGuard(extensions, PLAN_ENTITY, planWriteGuard);
  addWriteGuard(extensions, RECORD_ENTITY, recordWriteGuard);
  // The selector registry is a plain map open to the areas ("a later screen adds its dropdown here").
  resourceLoaders['inventory-check-plan'] ??= planOptions;
};
