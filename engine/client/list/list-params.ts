import type { EntitySchema, ListParam } from '../../schema/entity-types';

/** The list parameters (list.params) the URL carries, as the query body takes them: text as it is. */
export function readListParams(entity: EntitySchema, params: URLSearchParams): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of Object.keys(entity.list?.params ?? {})) {
    const value = params.get(name);
    if (value !== null && value !== '') found[name] = value;
  }
  return found;
}

/** The URL without this list's parameters (the condition bar's 清除). */
export function withoutListParams(entity: EntitySchema, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.keys(entity.list?.params ?? {})) next.delete(name);
  return next;
}

/**
 * A flag shows as its title alone; a value as "title: value", each code or id as its label when
 * `labelOf` knows it (static options of the field, or the name the server looked up for an id).
 */
export function describeListParam(
  param: ListParam,
  value: string,
  fieldTitle: string | undefined,
  translate: (zh: string) => string,
  labelOf: (code: string) => string | undefined = () => undefined,
): string {
  const title = translate(param.title ?? fieldTitle ?? '');
  const isFlag = ['flag', 'map', 'currentWeek', 'currentMonth', 'monthsAfter', 'olderThan'].includes(param.match);
  if (isFlag) return title;
  const shown =
    param.match === 'in'
      ? value
          .split(',')
          .map((code) => translate(labelOf(code) ?? code))
          .join('、')
      : translate(labelOf(value) ?? value);
  return `${title}: ${shown}`;
}
