import type { DialogDef } from './entity-types';

export interface LockedValues<T extends Record<string, unknown>> {
  /** The data with every applying lock's values set. */
  data: T;
  /** Fields an applying lock holds: shown disabled. */
  locked: string[];
  /** Locked fields whose lock value is null: emptied (an update stores NULL). */
  cleared: string[];
}

/** Whether a lock's (or a `when` rule's) condition holds: every listed field has one of its values. */
export const conditionHolds = (when: Record<string, unknown[]>, data: Record<string, unknown>): boolean =>
  Object.entries(when).every(([name, values]) => values.includes(data[name] as never));

/**
 * A dialog's `locks` applied to its data: the client shows the locked fields disabled with their
 * values (a null value: empty), the server writes those values whatever was sent. One function, so
 * both sides agree.
 */
export function applyDialogLocks<T extends Record<string, unknown>>(dialog: Pick<DialogDef, 'locks'>, data: T): LockedValues<T> {
  const locked: string[] = [];
  const cleared: string[] = [];
  let next = data;
  for (const lock of dialog.locks ?? []) {
    if (!conditionHolds(lock.when, next)) continue;
    for (const [name, value] of Object.entries(lock.values)) {
      if (!locked.includes(name)) locked.push(name);
      if (value === null) {
        // null empties the field: a global document belongs to no hospital.
        if (!cleared.includes(name)) cleared.push(name);
        if (name in next) next = Object.fromEntries(Object.entries(next).filter(([key]) => key !== name)) as T;
      } else if (next[name] !== value) next = { ...next, [name]: value };
    }
  }
  return { data: next, locked, cleared };
}
