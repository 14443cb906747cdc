import type { ExtensionModule } from '../entities/entity-operations.js';
import { getDept, hospListDept } from './dept-reads.js';
import { deptStatus, qrcodeRefresh } from './dept-writes.js';

/** The department calls of seed 001 section 7 beyond the engine's (schemas/hosp-dept.json `endpoints`). */
export const departmentModule: ExtensionModule = (extensions) => {
  extensions.operations.register('hosp-dept/deptStatus', deptStatus);
  extensions.operations.register('hosp-dept/getDept', getDept);
  extensions.operations.register('hosp-dept/qrcodeRefresh', qrcodeRefresh);
  extensions.operations.register('hosp-dept/hospListDept', hospListDept);
};
