import type { ExtensionModule } from '../entities/entity-operations.js';
import { addWriteGuard } from '../../engine/server/entity-extensions.js';
import { addKeyHandler, deleteOnlyRevoked, expiryNotPast, revokeKeyHandler, rotateKeyHandler } from './key-handlers.js';

/** 医院密钥配置 (schemas/hosp-secret-key.json): create, rotate and revoke hospitals' API key pairs. */
export const secretKeyModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('hosp-secret-key/add', addKeyHandler(db));
  extensions.operations.register('hosp-secret-key/rotate', rotateKeyHandler(db));
  extensions.operations.register('hosp-secret-key/revoke', revokeKeyHandler(db));
  addWriteGuard(extensions, 'hosp-secret-key', deleteOnlyRevoked);
  addWriteGuard(extensions, 'hosp-secret-key', expiryNotPast);
};
