import type { CustomActionDef } from '../../../engine/schema/entity-types';

/** The plan the records page is about: its planId filter, kept in the URL by the list. */
export const PLAN_PARAM = 'planId';

/** An action's endpoint path (`options.path` in the schema) with hospCode and id as query parameters. */
export function planCallUrl(action: CustomActionDef, hospCode: string | undefined, planId: string): string {
  const path = typeof action.options?.path === 'string' ? action.options.path : '';
  const query = new URLSearchParams({ hospCode: hospCode ?? '', id: planId });
  return `${path}?${query}`;
}
