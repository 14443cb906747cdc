import type { Option } from '../data/row-types';

/**
 * Where the hospital last chosen on each hospital-scoped screen is kept, so the screen opens on it
 * next time instead of empty. The console keeps it per signed-in account in its one versioned local
 * storage helper (src/screens/entity-api.ts); stories and tests go without (nothing is kept).
 */
export interface HospitalMemory {
  /** The hospital last chosen on the screen of `entity`, if any. */
  recall(entity: string): string | undefined;
  remember(entity: string, hospCode: string): void;
}

/** The hospitals a user may choose: the `hosp` selector resource, as the hospital choosers offer it. */
export const CHOOSABLE_HOSPITALS = { resource: 'hosp' } as const;

/**
 * The hospital to preselect from memory: the remembered one only while it is still among those
 * the user may choose (a binding removed, a hospital deleted: the screen opens empty instead).
 */
export function rememberedChoice(remembered: string | undefined, choosable: readonly Option[]): string | undefined {
  if (!remembered) return undefined;
  return choosable.some((option) => String(option.value) === remembered) ? remembered : undefined;
}
