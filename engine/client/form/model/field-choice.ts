import { sameValue } from './changed-fields';
import type { FormValues } from './form-data';

/** A batch form's field choice: which fields may be chosen, which are, and how the user changes that. */
export interface FieldChoice {
  chosen: readonly string[];
  /** Ticks (or unticks) a field; unticking also puts its value back to what the form opened with. */
  onChoose(name: string, on: boolean): void;
}

export interface ChoiceChange {
  previous: FormValues;
  next: FormValues;
  choosable: readonly string[];
  chosen: readonly string[];
  /** Fields a dialog lock holds: the lock changed them, not the user. */
  locked: readonly string[];
  /** The fields' schema defaults: rjsf fills them in when a form starts, which is not the user's choice either. */
  defaults: Record<string, unknown>;
}

/** The fields a change in the form chooses: a field the user gave another value is a field to change. */
export function fieldsChosenBy({ previous, next, choosable, chosen, locked, defaults }: ChoiceChange): string[] {
  return choosable.filter((name) => {
    if (chosen.includes(name) || locked.includes(name)) return false;
    if (sameValue(previous[name], next[name])) return false;
    const filledByDefault = previous[name] === undefined && name in defaults && sameValue(next[name], defaults[name]);
    return !filledByDefault;
  });
}
