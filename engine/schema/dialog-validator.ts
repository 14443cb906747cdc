import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import type { EntitySchema } from './entity-types';
import { dialogFields, dialogJsonSchema, type DialogSchemaMode } from './dialog-json-schema';

/** ajv with ajv-errors: the `errorMessage` texts of dialogJsonSchema replace ajv's own. */
export function createMessageAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
  ajvErrors(ajv);
  return ajv;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The field an ajv error is about (ajv-errors reports missing fields on the parent object). An
 * error inside a field's value (an item of a list missing its label) is about that field.
 */
export function fieldOfError(error: ErrorObject): string {
  const original = error.keyword === 'errorMessage' ? (error.params as { errors?: ErrorObject[] }).errors?.[0] : error;
  const top = (original ?? error).instancePath.split('/')[1];
  if (original?.keyword === 'required' && !top) return String((original.params as { missingProperty?: string }).missingProperty ?? '');
  return top ?? '';
}

/**
 * Validates a dialog's data and returns its errors in the dialog's field order, one per field,
 * each with the schema's message. `mode` says which required rules apply (dialogJsonSchema).
 */
export function createDialogValidator(
  entity: EntitySchema,
  dialogName: string,
  ajv: Ajv = createMessageAjv(),
  mode: DialogSchemaMode = 'form',
) {
  const validate: ValidateFunction = ajv.compile(dialogJsonSchema(entity, dialogName, mode));
  const order = dialogFields(entity, dialogName);
  return (data: Record<string, unknown>): FieldError[] => {
    if (validate(data)) return [];
    const byField = new Map<string, string>();
    for (const error of validate.errors ?? []) {
      // An if/then rule also reports "must match then"; its then-part already carries the message.
      if (error.keyword === 'if') continue;
      const field = fieldOfError(error);
      if (!byField.has(field)) byField.set(field, error.message ?? '参数不合法');
    }
    return inFieldOrder(
      order,
      [...byField.entries()].map(([field, message]) => ({ field, message })),
    );
  };
}

/** Errors sorted by the dialog's field order (fields outside it last): the first is the answer. */
export function inFieldOrder(order: readonly string[], errors: FieldError[]): FieldError[] {
  return [...errors].sort((a, b) => rank(order, a.field) - rank(order, b.field));
}

const rank = (order: readonly string[], field: string) => {
  const index = order.indexOf(field);
  return index === -1 ? order.length : index;
};
