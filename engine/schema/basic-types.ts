/**
 * The few DSL types both the entity and the action definitions use (permission rules, option
 * sources), in a file of their own so action-types.ts and entity-types.ts need not import each other.
 */

/** A permission rule: an authId the caller must hold, or anyone signed in. */
export type PermissionRule = string;
export const SIGNED_IN = 'signedIn';
/** Only a super admin (account type 03): for accounts, where a hospital authId would allow escalation. */
export const SUPER_ADMIN = 'superAdmin';

/** Where the options of a select come from. */
export type OptionSource =
  | { dictionary: string }
  | { resource: string; type?: '0' | '1' }
  | { values: { value: string | number | boolean; label: string }[] }
  | { tree: 'self' };
