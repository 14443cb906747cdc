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

/**
 * Text PostgreSQL cannot take as sent: a NUL character (text cannot hold one), or half of a UTF-16
 * surrogate pair (JSON's "\ud800"), which a jsonb value refuses and a text column would store as
 * U+FFFD, changed.
 */
export type BadText = 'nul' | 'surrogate';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function badTextKind(text: string): BadText | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : undefined;
}

/** Parsed JSON and query objects are walked; a Buffer or a stream holds no text fields. */
const walkable = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';

/**
 * The first text anywhere in a value (keys included) that `problem` finds, with the top-level key
 * it is under ('' for the value itself). Walked with a stack, not recursion: a body nested
 * thousands deep must not overflow the call stack.
 */
function findText<K>(value: unknown, problem: (text: string) => K | undefined): { path: string; kind: K } | undefined {
  // A property name is pushed as a string of its own, after its value, so it is checked first.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const kind = problem(item.value);
      if (kind !== undefined) return { path: item.path, kind };
    } else if (Array.isArray(item.value)) {
      for (let index = item.value.length - 1; index >= 0; index -= 1) stack.push({ value: item.value[index], path: item.path });
    } else if (walkable(item.value)) {
      const entries = Object.entries(item.value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, sub] = entries[index]!;
        const name = item.path || key;
        stack.push({ value: sub, path: name }, { value: key, path: name });
      }
    }
  }
  return undefined;
}

/** The first NUL character anywhere in a value (keys included): PostgreSQL text cannot hold it. */
export function nulBytePath(value: unknown): string | undefined {
  return findText(value, (text) => (text.includes('\u0000') ? true : undefined))?.path;
}

/** The first NUL character or lone surrogate anywhere in a value (keys included), and which it is. */
export function badTextAt(value: unknown): { path: string; kind: BadText } | undefined {
  return findText(value, badTextKind);
}

/** A name fit to print in a message: bad characters shown as U+FFFD, a long key cut. */
export const printableName = (name: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is exactly what is being replaced for printing.
  const clean = name.replace(/\u0000/g, '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
};

/** The refusal of bad text in a field, naming it (its title, or the parameter's name). */
export function badTextMessage(name: string, kind: BadText): string {
  return kind === 'nul' ? `${printableName(name) || '参数'}不能包含空字符` : `${printableName(name) || '参数'}含有无效字符`;
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
