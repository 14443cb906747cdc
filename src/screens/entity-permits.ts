import { SIGNED_IN, SUPER_ADMIN } from '../../engine/schema/entity-types';
import type { Permits } from '../../engine/client/core';

/**
 * The client mirror of server/entities/entity-access.ts: a super admin may do everything; others
 * need the rule's authId among those of the chosen hospital (an absent rule means super admin only).
 * It only hides what the server would refuse anyway.
 */
export function permitsFor(session: { isAdmin: boolean; authIdList: string[] }): Permits {
  const held = new Set(session.authIdList);
  return (rule) => {
    if (session.isAdmin) return true;
    if (rule === SIGNED_IN) return true;
    if (rule === undefined || rule === SUPER_ADMIN) return false;
    return held.has(rule);
  };
}
