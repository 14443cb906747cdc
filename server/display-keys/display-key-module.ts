import type { ExtensionModule } from '../entities/entity-operations.js';
import { addWriteGuard } from '../../engine/server/entity-extensions.js';
import { addDisplayKeyHandler, deleteOnlyRevokedKeys, displayInfoHandler, revokeDisplayKeyHandler } from './display-key-handlers.js';

/** 大屏访问密钥 (schemas/display-key.json): issue and revoke wall displays' keys; the cockpit header's hospital name. */
export const displayKeyModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('display-key/add', addDisplayKeyHandler(db));
  extensions.operations.register('display-key/revoke', revokeDisplayKeyHandler(db));
  extensions.operations.register('display-key/displayInfo', displayInfoHandler(db));
  addWriteGuard(extensions, 'display-key', deleteOnlyRevokedKeys);
};
