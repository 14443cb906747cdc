import { DATE_TIME_PATTERN } from '../../engine/schema/default-messages.js';
import { DEFAULT_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../engine/schema/entity-types.js';
import { badInput } from '../../engine/server/entity-context.js';
import { checkKnownKeys, requireObject, type Body } from '../../engine/server/request-checks.js';

/**
 * Reading the query bodies of the handler-served lists (hospital users, company users) with the
 * engine's own rules and texts: unknown keys refused, text at most 500 characters, date-time
 * ranges as [from, to], pages from 1.
 */
export interface Page {
  index: number;
  pageSize: number;
}

export function pageOf(raw: unknown, max = DEFAULT_MAX_PAGE_SIZE): Page {
  if (raw === undefined || raw === null) return { index: 1, pageSize: DEFAULT_PAGE_SIZE };
  const info = checkKnownKeys(requireObject(raw), ['index', 'pageSize'], ['sortField', 'sortOrder']);
  const index = info.index ?? 1;
  const pageSize = info.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(index) || (index as number) < 1) throw badInput('页码必须为大于0的整数');
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1) throw badInput('每页条数必须为大于0的整数');
  if ((pageSize as number) > max) throw badInput(`每页条数不能超过${max}`);
  return { index: index as number, pageSize: pageSize as number };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A text condition (equality or substring), or undefined when absent. */
export function textOf(body: Body, key: string, title: string): string | undefined {
  const value = body[key];
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' || value.length > 500) throw badInput(`查询条件${title}格式不正确`);
  return value;
}

/** A list of codes, also accepted as one value (the filter bar's select sends one); numbers become text. */
export function codeListOf(body: Body, key: string, title: string, max = 200): string[] | undefined {
  const value = body[key];
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > max) throw badInput(`查询条件${title}最多${max}项`);
  return list.map((item) => {
    if ((typeof item !== 'string' && typeof item !== 'number') || String(item).length > 64) throw badInput(`查询条件${title}格式不正确`);
    return String(item);
  });
}

/** A [from, to] date-time range; either end may be empty. */
export function rangeOf(body: Body, key: string, title: string): [string | undefined, string | undefined] | undefined {
  const value = body[key];
  if (isEmpty(value)) return undefined;
  if (!Array.isArray(value) || value.length !== 2) throw badInput(`查询条件${title}应为起止时间`);
  const end = (part: unknown) => {
    if (isEmpty(part)) return undefined;
    if (typeof part !== 'string' || !new RegExp(DATE_TIME_PATTERN).test(part)) throw badInput(`查询条件${title}格式不正确`);
    return part;
  };
  return [end(value[0]), end(value[1])];
}

/** Escapes LIKE wildcards so a user's % or _ matches itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Refuses keys the list does not know; echoes of its own columns (`…Desc`, passWord) are ignored. */
export function knownQueryKeys(body: Body, known: string[], ignored: string[]): Body {
  return checkKnownKeys(body, ['pagedQueryInfo', ...known], ignored);
}
