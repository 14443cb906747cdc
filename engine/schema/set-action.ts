import type { ActionDef, SetActionDef } from './action-types';

/**
 * The `set` action kind's rules shared by both engine halves: which rows it applies to, and the
 * server's refusal for the others (the screen hides the button there; a direct call is refused).
 */

export const isSetAction = (action: ActionDef): action is SetActionDef => action.kind === 'set';

/** A value as a row holds it: absent and null are the same, so `[null]` matches an empty field. */
const held = (row: Record<string, unknown>, field: string): unknown => row[field] ?? null;

/** Every listed field holds one of its values (no condition: every row). */
export function rowMatchesWhen(when: Record<string, readonly unknown[]> | undefined, row: Record<string, unknown>): boolean {
  if (!when) return true;
  return Object.entries(when).every(([field, values]) => values.includes(held(row, field)));
}

/** `该记录当前不能执行「<label>」`: the row does not match the action's visibleWhen. */
export const setActionRefusal = (label: string): string => `该记录当前不能执行「${label}」`;
export const setActionRefusalInEnglish = (label: string): string => `"${label}" cannot be done to this record in its current state`;
