import type { FieldDef } from '../schema/entity-types';
import { sqlTypeOf } from './sql-mapping';

/**
 * What a column can hold, checked before a value reaches SQL: PostgreSQL answers a value outside
 * an integer column's range, or a date that matches the pattern but does not exist, with an
 * error that would otherwise leave as HTTP 500.
 */
export interface NumberRange {
  min: number;
  max: number;
}

const INT4: NumberRange = { min: -2147483648, max: 2147483647 };
const INT2: NumberRange = { min: -32768, max: 32767 };
const INT8: NumberRange = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** The range of a numeric field's column (integer, smallint, bigint, numeric(p, s)); none for other types. */
export function columnRange(field: FieldDef): NumberRange | undefined {
  if (field.type !== 'integer' && field.type !== 'number') return undefined;
  const type = sqlTypeOf(field).toLowerCase().replace(/\s+/g, '');
  if (type === 'smallint' || type === 'int2') return INT2;
  if (type === 'bigint' || type === 'int8') return INT8;
  if (type === 'integer' || type === 'int' || type === 'int4') return INT4;
  const numeric = /^(?:numeric|decimal)\((\d+),(\d+)\)$/.exec(type);
  if (numeric) {
    // numeric(18, 4) holds fewer than 10^14 in absolute value.
    const limit = 10 ** (Number(numeric[1]) - Number(numeric[2])) - 1;
    return { min: -limit, max: limit };
  }
  return field.type === 'integer' ? INT4 : undefined;
}

/** The refusal for a number outside its column's range, naming the field; undefined when it fits. */
export function rangeMessage(field: FieldDef, value: unknown, prefix = ''): string | undefined {
  const range = columnRange(field);
  if (!range || typeof value !== 'number') return undefined;
  if (Number.isFinite(value) && value >= range.min && value <= range.max) return undefined;
  return `${prefix}${field.title}超出允许范围（${range.min}~${range.max}）`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A calendar date (year 1 to 9999) and, for date-times, a time of day that exist: not 2026-02-31, not 99:99:99. */
export function isRealDate(text: string, format: 'date' | 'date-time'): boolean {
  const match = (format === 'date' ? DATE : DATE_TIME).exec(text);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number) as number[];
  if (year! < 1 || month! < 1 || month! > 12 || day! < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month!, 0)).getUTCDate();
  const leap = (year! % 4 === 0 && year! % 100 !== 0) || year! % 400 === 0;
  if (day! > (month === 2 ? (leap ? 29 : 28) : daysInMonth)) return false;
  return hour! <= 23 && minute! <= 59 && second! <= 59;
}

/** The refusal for a date field's value that does not exist, naming the field; undefined when it is real or not a date field. */
export function dateMessage(field: FieldDef, value: unknown, prefix = ''): string | undefined {
  if ((field.format !== 'date' && field.format !== 'date-time') || typeof value !== 'string') return undefined;
  if (isRealDate(value, field.format)) return undefined;
  return `${prefix}${field.title}不是有效的${field.format === 'date' ? '日期' : '日期时间'}`;
}

/** The first NUL character anywhere in a value (keys included): PostgreSQL text cannot hold it. */
export function nulBytePath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulBytePath(value[index], path);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Parsed JSON and query objects are walked; a Buffer or a stream holds no text fields.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function') {
    for (const [key, item] of Object.entries(value)) {
      const name = path || key;
      if (key.includes('\u0000')) return name;
      const found = nulBytePath(item, name);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A list parameter's text compared with a column that is not text (bound untyped, PostgreSQL reads
 * it as the column's type): the refusal when it would not read, naming the parameter; else undefined.
 */
export function textValueMessage(field: FieldDef, text: string, title: string): string | undefined {
  if (field.format === 'date' || field.format === 'date-time') return isRealDate(text, field.format) ? undefined : `${title}格式不正确`;
  if (field.type === 'boolean') return text === 'true' || text === 'false' ? undefined : `${title}格式不正确`;
  if (field.type !== 'integer' && field.type !== 'number') return undefined;
  const number = Number(text);
  const pattern = field.type === 'integer' ? /^-?\d{1,19}$/ : /^-?\d{1,19}(\.\d+)?$/;
  if (!pattern.test(text) || !Number.isFinite(number)) return `${title}格式不正确`;
  return rangeMessage({ ...field, title }, number);
}
