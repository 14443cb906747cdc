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

/** A flag shows as its title alone; a value as "title: value". */
export function describeListParam(param: ListParam, value: string, fieldTitle: string | undefined, translate: (zh: string) => string): string {
  const title = translate(param.title ?? fieldTitle ?? '');
  const isFlag = param.match === 'flag' || param.match === 'currentWeek' || param.match === 'currentMonth' || param.match === 'monthsAfter';
  return isFlag ? title : `${title}: ${value}`;
}
