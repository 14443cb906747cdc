import { SUPER_ADMIN, type EntitySchema, type PermissionRule } from './entity-types';

/**
 * The rule a record write (add, edit, batch edit, delete, form action) really needs: on a platform
 * table it is the super admin's whatever permission id the schema names, as the server decides
 * (server/entities/entity-access.ts); the screens use it to hide what would be refused.
 */
export function recordWriteRule(entity: EntitySchema, rule: PermissionRule | undefined): PermissionRule | undefined {
  return entity.scope === 'platform' ? SUPER_ADMIN : rule;
}
