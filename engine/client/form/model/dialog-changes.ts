import type { EntitySchema } from '../../../schema/entity-types';
import { changedValues } from './changed-fields';
import { comparableFields, isSecretField } from './dialog-form-schema';
import { dialogFields } from '../../../schema/dialog-json-schema';
import type { FormValues } from './form-data';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The secrets (passwords) the user typed: a blank one keeps the stored value, so it is never sent. */
function typedSecrets(entity: EntitySchema, dialog: string, mine: FormValues): FormValues {
  return Object.fromEntries(
    dialogFields(entity, dialog).flatMap((name) => (isSecretField(entity, dialog, name) && filled(mine[name]) ? [[name, mine[name]]] : [])),
  );
}

/** What an edit sends: the fields changed since the dialog opened (emptied ones as ''), and any password typed. */
export function editChanges(entity: EntitySchema, dialog: string, base: FormValues, mine: FormValues): FormValues {
  return { ...changedValues(base, mine, comparableFields(entity, dialog)), ...typedSecrets(entity, dialog, mine) };
}

/**
 * What a batch edit sends: the chosen fields only, an emptied one as '' (cleared on every record),
 * a password only when typed.
 */
export function chosenChanges(entity: EntitySchema, dialog: string, mine: FormValues, chosen: readonly string[]): FormValues {
  const changes: FormValues = {};
  for (const name of dialogFields(entity, dialog)) {
    if (!chosen.includes(name)) continue;
    if (filled(mine[name])) changes[name] = mine[name];
    else if (!isSecretField(entity, dialog, name)) changes[name] = '';
  }
  return changes;
}
