import type { ExtensionModule } from '../entities/entity-operations.js';
import { addWriteGuard, addWriteObserver } from '../../engine/server/entity-extensions.js';
import { forbidden } from '../http/envelope.js';
import { resourceLoaders } from '../selectors/selector-sources.js';
import { appInterfaceOptions, checkAppRole, syncAppRoleNames } from './app-role-rules.js';

/** 小程序医院信息 and 小程序角色 (schemas/app-hosp-info.json, schemas/app-role.json). */
export const appInfoModule: ExtensionModule = (extensions, db) => {
  addWriteGuard(extensions, 'app-role', checkAppRole);
  addWriteObserver(extensions, syncAppRoleNames);
  resourceLoaders['app-wx-interface'] ??= async (_db, auth, hospCode) => {
    if (!auth.isAdmin) throw forbidden();
    return appInterfaceOptions(db, hospCode);
  };
};
