import type { FormValues } from './form-data';

/** null, '' and undefined all mean "no value", as the server and the form treat them. */
const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** JSON with object keys sorted, so two equal records compare equal whatever order their keys came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as FormValues)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether two values of a field are the same (an emptied field equals one never filled). */
export function sameValue(left: unknown, right: unknown): boolean {
  if (isEmpty(left) || isEmpty(right)) return isEmpty(left) && isEmpty(right);
  return stableJson(left) === stableJson(right);
}

/**
 * The fields whose value differs between what the dialog opened with (`base`) and what it holds
 * now (`mine`). A field emptied by the user is sent as '' (the server clears it); untouched fields
 * are left out, so a save never writes back what someone else changed meanwhile.
 */
export function changedValues(base: FormValues, mine: FormValues, fields: readonly string[]): FormValues {
  const changed: FormValues = {};
  for (const name of fields) {
    if (sameValue(base[name], mine[name])) continue;
    changed[name] = isEmpty(mine[name]) ? '' : mine[name];
  }
  return changed;
}
