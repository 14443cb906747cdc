import type { PermissionRule } from '../schema/entity-types';

/**
 * Whether the signed-in user may use something guarded by a schema permission rule. The console
 * passes its authIds check; the server enforces the same rules, so this only hides what would fail.
 */
export type Permits = (rule: PermissionRule | undefined) => boolean;

export const permitsEverything: Permits = () => true;
