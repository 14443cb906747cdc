import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { addAccount, checkAccount } from './account-check.js';
import { resetAccountPassword, updateAccountInfo } from './account-edits.js';
import { queryCompanyUsers } from './company-users.js';
import { batchUpdateCompanyUser, exportCompanyUsers } from './company-writes.js';
import { findHospUser, queryHospUsers } from './hosp-user-rows.js';
import { addHospUser, batchUpdateHospUsers, deleteHospUsers, updateHospUser, updateHospUserState } from './hosp-user-writes.js';
import { bindHospitals, boundHospitals } from './hospital-bindings.js';
import { queryEngineers, transferWork, unfinishedWork } from './unfinished-work.js';
import { unboundAccounts } from './unbound-accounts.js';

/**
 * Hospital users (seed 001 sections 2.2, 3, 4, 5, 7) and company users (seed 002 section 2.8). The
 * bindings live in platform.hosp_user while their departments and roles are each hospital's own,
 * so every call of both screens is one of these handlers (schemas/hosp-user-info.json and
 * company-user.json name them); the host has authorised the hospital each call names.
 */
const handlers: Record<string, OperationHandler> = {
  'hosp-user-info/query': async (call) => ({
    data: await queryHospUsers(call.host.db, call.hospCode!, call.input, call.host.language?.(call.request)),
  }),
  'hosp-user-info/detail': async (call) => ({
    data: await findHospUser(call.host.db, call.hospCode!, call.input.id, call.host.language?.(call.request)),
  }),
  'hosp-user-info/add': addHospUser,
  'hosp-user-info/update': updateHospUser,
  'hosp-user-info/updateNature': updateHospUserState,
  'hosp-user-info/delete': deleteHospUsers,
  'hosp-user-info/batchUpdate': batchUpdateHospUsers,
  'hosp-user-info/queryEngineer': queryEngineers,
  'hosp-user-info/addCheck': checkAccount,
  'hosp-user-info/acctAdd': addAccount,
  'hosp-user-info/acctBaseUpdate': updateAccountInfo,
  'hosp-user-info/acctResetPass': resetAccountPassword,
  'hosp-user-info/bindHospitals': bindHospitals,
  'hosp-user-info/boundHospitals': boundHospitals,
  'hosp-user-info/unfinishedWork': unfinishedWork,
  'hosp-user-info/transferWork': transferWork,
  'hosp-user-info/unboundAccounts': unboundAccounts,
  'company-user/query': queryCompanyUsers,
  'company-user/batchUpdate': batchUpdateCompanyUser,
  'company-user/export': exportCompanyUsers,
};

export const hospUserModule: ExtensionModule = (extensions) => {
  for (const [name, handler] of Object.entries(handlers)) extensions.operations.register(name, handler);
};
