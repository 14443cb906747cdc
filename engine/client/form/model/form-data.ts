import { dialogFields, dialogOf } from '../../../schema/dialog-json-schema';
import { applyDialogLocks } from '../../../schema/dialog-locks';
import type { EntitySchema } from '../../../schema/entity-types';
import { allFields } from '../../../schema/system-fields';

export type FormValues = Record<string, unknown>;

const isPlainObject = (value: unknown): value is FormValues => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data without null and '' values: the server treats both as absent, so the form does too. */
export function stripEmptyValues<T>(data: T): T {
  if (!isPlainObject(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== '' && value !== undefined)) as T;
}

/** Only the dialog's own fields, in its order. */
export function pickDialogFields(entity: EntitySchema, dialogName: string, data: FormValues): FormValues {
  const picked: FormValues = {};
  for (const name of dialogFields(entity, dialogName)) {
    if (name in data) picked[name] = data[name];
  }
  return picked;
}

/**
 * What the form starts from: the record (edit) or nothing (add), the dialog's `defaults` where the
 * record has no value, and for a hospital-scoped entity the current hospital as hospCode. Fields the
 * dialog does not show are left out, so validation sees exactly what would be sent.
 */
export function initialFormData(
  entity: EntitySchema,
  dialogName: string,
  record: FormValues | undefined,
  hospCode: string | undefined,
): FormValues {
  const defaults = dialogOf(entity, dialogName).defaults ?? {};
  const current = stripEmptyValues(record ?? {});
  const withHospital = entity.scope === 'hospital' && hospCode && current.hospCode === undefined ? { hospCode } : {};
  return pickDialogFields(entity, dialogName, { ...defaults, ...withHospital, ...current });
}

/** What a valid form hands to its caller: the dialog's fields with a value, nothing else. */
export function submittedFormData(entity: EntitySchema, dialogName: string, data: FormValues | undefined): FormValues {
  return stripEmptyValues(pickDialogFields(entity, dialogName, data ?? {}));
}

/** What the form shows when opened on `record`: initialFormData with the dialog's locks applied. */
export function openedFormData(
  entity: EntitySchema,
  dialogName: string,
  record: FormValues | undefined,
  hospCode: string | undefined,
): FormValues {
  return applyDialogLocks(dialogOf(entity, dialogName), initialFormData(entity, dialogName, record, hospCode)).data;
}

/**
 * The values with each dialog field's schema `default` where they have none: what the form shows
 * once rjsf has filled its defaults in (an image list opens as []), so comparing with it tells
 * the user's changes from the form's own.
 */
export function withFieldDefaults(entity: EntitySchema, dialogName: string, values: FormValues): FormValues {
  const fields = allFields(entity);
  const filled: FormValues = { ...values };
  for (const name of dialogFields(entity, dialogName)) {
    const fallback = fields[name]?.default;
    if (fallback !== undefined && (filled[name] === undefined || filled[name] === null)) filled[name] = structuredClone(fallback);
  }
  return filled;
}
