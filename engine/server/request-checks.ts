import type { EntitySchema } from '../schema/entity-types';
import { isObjectId } from './object-id';
import { badInput } from './entity-context';
import { allFields } from '../schema/system-fields';
import { badTextAt, badTextMessage } from './value-limits';

export type Body = Record<string, unknown>;

export function requireObject(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput('请求体必须为JSON对象');
  return body as Body;
}

/**
 * Keys the original console sends with every call of some screens and the server never needs: the
 * current hospital as `hsopCode` (spelt so, seed 001 section 3 and seed 002 section 3).
 */
export const CLIENT_CONTEXT_KEYS = ['hsopCode'];

/** Refuses any key the schema does not know; keys in `ignored` (read-only echoes) are dropped silently. */
export function checkKnownKeys(body: Body, allowed: Iterable<string>, ignored: Iterable<string> = []): Body {
  // Sets are taken as they are: a list query passes its entity's, worked out once.
  const allow = allowed instanceof Set ? (allowed as ReadonlySet<string>) : new Set(allowed);
  const ignore = ignored instanceof Set ? (ignored as ReadonlySet<string>) : new Set(ignored);
  const kept: Body = {};
  for (const [key, value] of Object.entries(body)) {
    if (allow.has(key)) kept[key] = value;
    else if (!ignore.has(key) && !CLIENT_CONTEXT_KEYS.includes(key)) throw badInput(`不支持的参数 ${key}`);
  }
  return kept;
}

/** '' and null mean "no value": dropped for validation, remembered so an update can clear them. */
export function splitEmpty(body: Body): { values: Body; cleared: string[] } {
  const values: Body = {};
  const cleared: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === '' || value === null) cleared.push(key);
    else values[key] = value;
  }
  return { values, cleared };
}

export function requireId(value: unknown, title = 'ID'): string {
  if (value === undefined || value === null || value === '') throw badInput(`${title}为必输项`);
  if (!isObjectId(value)) throw badInput(`${title}必须为24位十六进制字符`);
  return value;
}

/** One id, or a list of them (`{id}`, `{id: [...]}`, `{idList}` or `{ids}` as the seeds' screens send). */
export function requireIdList(body: Body, keys: string[], max = 500): string[] {
  const key = keys.find((name) => body[name] !== undefined);
  const raw = key === undefined ? undefined : body[key];
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || list.length === 0) throw badInput('请选中至少一条待修改数据');
  if (list.length > max) throw badInput(`一次最多处理${max}条数据`);
  return [...new Set(list.map((id) => requireId(id)))];
}

/**
 * The hospital a hospital-scoped call is about; platform entities have none. A write names the
 * dialog whose required-message applies (医院编号为必输项); reads use the schema's 请选择医院.
 */
export function hospCodeOf(entity: EntitySchema, source: Body, dialog?: string): string | undefined {
  if (entity.scope !== 'hospital') return undefined;
  const value = source.hospCode;
  const missing = (dialog && entity.dialogs[dialog]?.required?.hospCode) || entity.hospitalRequiredMessage || '医院编号为必输项';
  if (value === undefined || value === null || value === '') throw badInput(missing);
  if (typeof value !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(value)) throw badInput('医院编号格式不正确');
  return value;
}

/**
 * Refuses a call whose input holds a NUL character or a lone surrogate anywhere (nested values and
 * keys included): PostgreSQL cannot store either as sent and would fail the call or change the
 * text. The message names the field's title.
 */
export function refuseNulBytes(entity: EntitySchema, input: Body): void {
  const found = badTextAt(input);
  if (found === undefined) return;
  throw badInput(badTextMessage(allFields(entity)[found.path]?.title ?? found.path, found.kind));
}
