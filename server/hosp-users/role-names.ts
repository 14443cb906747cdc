import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/session-context.js';
import { hospSchema } from '../db/migrate.js';
import { allHospitalsWithPermission, COMPANY_USER_PERMISSION } from './hosp-user-access.js';

/**
 * The `hosp-role-name` selector resource: the role names of every hospital whose company users the
 * caller may read. The company user screen spans hospitals, and each hospital has its own copy of
 * the roles, so its role filter and batch dialog choose a role by name.
 */
export async function roleNamesAcrossHospitals(db: Kysely<any>, auth: AuthContext): Promise<{ value: string; label: string }[]> {
  const names = new Set<string>();
  for (const hospCode of await allHospitalsWithPermission(db, auth, COMPANY_USER_PERMISSION.read)) {
    const rows = await db.withSchema(hospSchema(hospCode)).selectFrom('role').select('role_name').execute();
    rows.forEach((row) => {
      names.add(row.role_name as string);
    });
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'zh-CN')).map((name) => ({ value: name, label: name }));
}
