import type { ValidateFunction } from 'ajv';
import { createMessageAjv, fieldOfError } from '../../../../schema/dialog-validator';
import type { JsonSchema } from '../../../../schema/dialog-json-schema';

/** One item of a list of objects, as it goes on the wire (`{type, lable, icon}`). */
export type ListItem = Record<string, unknown>;

/**
 * The edits of the objectList widget, as pure functions over any list (the widget applies each
 * one to the items and to their React keys alike, so a moved item keeps its controls' state).
 * Out-of-range indexes change nothing: a button never acts on an item that is gone.
 */
export function insertAfter<T>(list: readonly T[], index: number, value: T): T[] {
  const at = Math.min(Math.max(index + 1, 0), list.length);
  return [...list.slice(0, at), value, ...list.slice(at)];
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/** Swaps the item with the one above; the first item stays where it is. */
export function moveUp<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  const next = [...list];
  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return next;
}

/** Swaps the item with the one below; the last item stays where it is. */
export function moveDown<T>(list: readonly T[], index: number): T[] {
  return index < 0 || index >= list.length - 1 ? [...list] : moveUp(list, index + 1);
}

/**
 * One field of one item set. An emptied control removes the key: an item then says "no label"
 * the way a form field does, and its required message applies.
 */
export function setItemField(list: readonly ListItem[], index: number, name: string, value: unknown): ListItem[] {
  if (index < 0 || index >= list.length) return [...list];
  const { [name]: _previous, ...rest } = list[index] ?? {};
  const item = value === undefined || value === null || value === '' ? rest : { ...rest, [name]: value };
  return list.map((current, at) => (at === index ? item : current));
}

/** Messages of one item by field name, the first failing rule of each field. */
export type ItemErrors = Record<string, string>;

const validators = new WeakMap<object, ValidateFunction>();
let ajv: ReturnType<typeof createMessageAjv> | undefined;

/**
 * The messages of each item against the items' schema: the `items` part of the dialog's JSON
 * Schema (dialogJsonSchema), the same object the form and the server validate the whole list
 * with, so an item shows exactly what a refused call would answer (请选择类型, 请输入标签 ...).
 */
export function listItemErrors(itemSchema: JsonSchema, items: readonly unknown[]): ItemErrors[] {
  let validate = validators.get(itemSchema);
  if (!validate) {
    ajv ??= createMessageAjv();
    validate = ajv.compile(itemSchema);
    validators.set(itemSchema, validate);
  }
  return items.map((item) => {
    if (validate(item)) return {};
    const messages: ItemErrors = {};
    for (const error of validate.errors ?? []) {
      const field = fieldOfError(error);
      if (!(field in messages)) messages[field] = error.message ?? '';
    }
    return messages;
  });
}
