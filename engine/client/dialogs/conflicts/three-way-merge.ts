import { sameValue } from '../../form/model/changed-fields';
import type { FormValues } from '../../form/model/form-data';

/** One field both sides changed, differently. */
export interface FieldConflict {
  field: string;
  /** The value when the dialog opened. */
  base: unknown;
  /** What the user typed. */
  mine: unknown;
  /** What the other save stored. */
  theirs: unknown;
}

export interface MergeInput {
  /** The fields compared (the dialog's own, without secrets). */
  fields: readonly string[];
  /** The row as read when the dialog opened. */
  base: FormValues;
  /** The form now. */
  mine: FormValues;
  /** The row as saved now (the 409 answer's `current`). */
  theirs: FormValues;
}

/**
 * The edit to save over the newer row, `values`: the fields I changed keep my value, every other
 * field takes theirs. `merged` when no field I changed was changed by them to something else (save
 * again at once); `conflicts` lists those fields (they take my value until the user chooses).
 */
export type MergeDecision = { kind: 'merged'; values: FormValues } | { kind: 'conflicts'; values: FormValues; conflicts: FieldConflict[] };

const put = (values: FormValues, field: string, value: unknown) => {
  if (value === undefined || value === null || value === '') delete values[field];
  else values[field] = value;
};

/** Three-way merge of one record, field by field (base / mine / theirs); no field's typed value is dropped. */
export function mergeEdit({ fields, base, mine, theirs }: MergeInput): MergeDecision {
  const values: FormValues = { ...mine };
  const conflicts: FieldConflict[] = [];
  for (const field of fields) {
    const mineChanged = !sameValue(mine[field], base[field]);
    const theirsChanged = !sameValue(theirs[field], base[field]);
    if (!mineChanged) {
      put(values, field, theirs[field]);
      continue;
    }
    if (theirsChanged && !sameValue(mine[field], theirs[field])) {
      conflicts.push({ field, base: base[field], mine: mine[field], theirs: theirs[field] });
    }
  }
  return conflicts.length > 0 ? { kind: 'conflicts', values, conflicts } : { kind: 'merged', values };
}

/** The form after the user's choices: each conflicting field takes theirs or mine. */
export function applyChoices(values: FormValues, conflicts: readonly FieldConflict[], keepTheirs: ReadonlySet<string>): FormValues {
  const next: FormValues = { ...values };
  for (const conflict of conflicts) put(next, conflict.field, keepTheirs.has(conflict.field) ? conflict.theirs : conflict.mine);
  return next;
}
