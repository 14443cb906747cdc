import { checkKnownKeys, type Body } from '../../engine/server/request-checks.js';
import { badRequest } from '../http/envelope.js';
import { isValidHospCode } from '../db/migrate.js';

/** The most hospitals one batch call takes (a page of 500 is the most the list selects at once). */
export const MAX_BATCH_HOSPITALS = 500;

/** Only the listed keys (and the console's `hsopCode` echo); anything else is named in the refusal. */
export const onlyKeys = (input: Body, keys: string[]): Body => checkKnownKeys(input, keys);

export function requireHospCode(value: unknown, missing = '医院编号为必输项'): string {
  if (value === undefined || value === null || value === '') throw badRequest(missing);
  if (!isValidHospCode(value)) throw badRequest('医院编号格式不正确');
  return value;
}

export function requireHospCodeList(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('请选中至少一家医院');
  if (value.length > MAX_BATCH_HOSPITALS) throw badRequest(`一次最多处理${MAX_BATCH_HOSPITALS}家医院`);
  return [...new Set(value.map((code) => requireHospCode(code)))];
}

/** An optional text filter: a string of at most `max` characters, or absent. */
export function optionalText(input: Body, key: string, title: string, max = 100): string | undefined {
  const value = input[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${title}必须为文本`);
  if (value.length > max) throw badRequest(`${title}长度不能超过${max}个字符`);
  return value;
}
