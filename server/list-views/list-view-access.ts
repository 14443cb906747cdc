import type { FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { requestLanguage } from '../http/request-language.js';
import { authOf, type AuthContext } from '../auth/session-context.js';
import { roleIn } from '../auth/hospital-access.js';
import { authorizeEntityCall } from '../entities/entity-access.js';
import { viewMessage } from './list-view-rules.js';

/** The screen a view belongs to, as the caller may read it: the entity, its hospital ('' on a platform screen) and the caller. */
export interface ViewScreen {
  entity: EntitySchema;
  hospCode: string;
  auth: AuthContext;
  roleId: string | null;
}

const HOSP_CODE = /^[A-Za-z0-9_]{1,32}$/;

/**
 * A view call is allowed exactly when the caller may query the list itself: the entity's query
 * permission in the hospital the call names (hospital screens) or in the session's hospital
 * (platform screens), through the same check as the list's own query. Nothing about a screen the
 * caller cannot read is answered.
 */
export async function screenOf(
  db: Db,
  entities: EntitySchema[],
  request: FastifyRequest,
  entityName: string,
  hospCode: string | undefined,
): Promise<ViewScreen> {
  const language = requestLanguage(request);
  const entity = entities.find((candidate) => candidate.name === entityName);
  if (!entity) throw badRequest(viewMessage('entityUnknown', language));
  if (!entity.list) throw badRequest(viewMessage('noList', language));
  let code = '';
  if (entity.scope === 'hospital') {
    if (hospCode === undefined || hospCode === '') throw badRequest(entity.hospitalRequiredMessage ?? '医院编号为必输项');
    if (!HOSP_CODE.test(hospCode)) throw badRequest('医院编号格式不正确');
    code = hospCode;
  }
  await authorizeEntityCall(db, request, { entity, operation: 'query', permission: entity.permissions.query, hospCode: code || undefined });
  const auth = authOf(request);
  return { entity, hospCode: code, auth, roleId: code ? await roleIn(db, auth, code) : null };
}
