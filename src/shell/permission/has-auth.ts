import { holdsAuth, type HeldAuth } from '../../../platform/routing/menu-routes';

/**
 * Seed 000 sections 5 and 6: an element guarded by a permission list is shown when the user holds
 * any of the listed ids. The list must not be empty: an empty list is a programming mistake.
 */
export function holdsAnyAuth(required: readonly string[], held: HeldAuth): boolean {
  if (required.length === 0) {
    throw new Error('Permission needs a non-empty list of auth ids, e.g. ids={["sys:acct:add"]}');
  }
  return required.some((authId) => holdsAuth(authId, held));
}
