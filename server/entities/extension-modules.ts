import type { ExtensionModule } from './entity-operations.js';
import { accountGuardsModule } from '../accounts/account-guards.js';
import { roleModule } from '../roles/role-module.js';
import { hospitalModule } from '../hospitals/hospital-operations.js';
import { hospUserModule } from '../hosp-users/hosp-user-module.js';

/**
 * The server's entity extension modules, one per area (hospital lifecycle, role binding, account
 * guards ...). Adding an area's handlers is one line here.
 */
export const extensionModules: ExtensionModule[] = [
  accountGuardsModule,
  roleModule,
  hospitalModule,
  hospUserModule,
];
