import type { ExtensionModule } from './entity-operations.js';

/**
 * The server's entity extension modules, one per area (hospital lifecycle, role binding, account
 * guards ...). Adding an area's handlers is one line here.
 */
export const extensionModules: ExtensionModule[] = [];
