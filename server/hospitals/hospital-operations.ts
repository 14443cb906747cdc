import { addWriteGuard } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { companyWriteGuard, hospitalWriteGuard } from './hospital-guards.js';
import { lifecycleHandlers } from './lifecycle-handlers.js';
import { sortHandler } from './sort-handler.js';

/**
 * What schemas/hosp.json and schemas/company.json name but cannot hold: the lifecycle steps
 * (create tables, initialise, reset, batch initialise), the sort order, and the guards on hospital
 * and company writes. The directory reads are routes of their own (directory-routes.ts).
 * docs/hospital-api.md lists path → handler → body → data.
 */
export const hospitalModule: ExtensionModule = (extensions, db) => {
  const handlers = { ...lifecycleHandlers(db), 'hosp/updateSortNum': sortHandler(db) };
  for (const [name, handler] of Object.entries(handlers)) extensions.operations.register(name, handler);
  addWriteGuard(extensions, 'hosp', hospitalWriteGuard);
  addWriteGuard(extensions, 'company', companyWriteGuard);
};
