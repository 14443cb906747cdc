import { DATE_PATTERN, DATE_TIME_PATTERN } from '../schema/default-messages';

/** A JSON Schema as the OpenAPI document holds it. */
type Schema = Record<string, unknown>;

/** Values the host knows to be real for a property name (hospCode 10001, loginName admin ...). */
export type NamedExample = (name: string, entity?: string) => unknown;

/** A valid 24-hex id (the seeds' id format), the same everywhere so a reader can follow it. */
export const EXAMPLE_OBJECT_ID = '6745a1b2c3d4e5f601234567';

const FORMAT_EXAMPLES: Record<string, string> = {
  date: '2026-11-23',
  'date-time': '2026-11-23 08:30:00',
  email: 'zhang.san@example.com',
  uri: 'https://example.com/files/device.png',
};

const firstType = (schema: Schema): string | undefined => {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((item) => item !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
};

/** Common shapes a pattern may ask for: a phone, an id, a month, a day, a time, a web address, a code. */
const PATTERN_CANDIDATES = [
  '13800000001',
  EXAMPLE_OBJECT_ID,
  '2026-11',
  '2026-11-23',
  '2026-11-23 08:30:00',
  'https://www.example.com/',
  '10001',
];

/**
 * A readable value for a simple pattern: `^1\d{10}$` (a phone), `^[0-9a-f]{24}$` (an id), and
 * one character class with a length (`^[A-Za-z0-9_]{6,20}$` gives `abc123_`). Anything else: none.
 */
export function patternExample(pattern: string): string | undefined {
  if (pattern === DATE_PATTERN) return FORMAT_EXAMPLES.date;
  if (pattern === DATE_TIME_PATTERN) return FORMAT_EXAMPLES['date-time'];
  return classExample(pattern) ?? PATTERN_CANDIDATES.find((candidate) => new RegExp(pattern).test(candidate));
}

/** `^[A-Za-z0-9_]{6,20}$` and the like: letters, then digits, then an underscore, as the class allows. */
function classExample(pattern: string): string | undefined {
  const simple = /^\^\[([^\]]+)\](?:\{(\d+)(?:,(\d*))?\}|\+|\*)?\$$/.exec(pattern);
  if (!simple) return undefined;
  const [, characters = '', min, max] = simple;
  if (/^0-9a-f$|^a-f0-9$/.test(characters)) return undefined;
  let text = '';
  if (/a-z|A-Z/.test(characters)) text += 'abc';
  if (/0-9|\\d/.test(characters)) text += '123';
  if (characters.includes('_')) text += '_';
  if (text === '') return undefined;
  const lower = min ? Number(min) : 1;
  while (text.length < lower) text += text;
  const upper = max ? Number(max) : max === '' ? Infinity : min ? Number(min) : Infinity;
  const candidate = text.slice(0, Math.max(lower, Math.min(text.length, upper)));
  return new RegExp(pattern).test(candidate) ? candidate : undefined;
}

/** Whether a scalar candidate satisfies the schema's own rules (type, enum, pattern, lengths, bounds). */
function fits(schema: Schema, value: unknown): boolean {
  const type = firstType(schema);
  if (value === undefined || value === null) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (type === 'string') {
    if (typeof value !== 'string') return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) return false;
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    return true;
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number' || (type === 'integer' && !Number.isInteger(value))) return false;
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    return true;
  }
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && !Array.isArray(value);
  return true;
}

function structuralExample(schema: Schema, name: string | undefined): unknown {
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const type = firstType(schema);
  if (type === 'integer' || type === 'number') {
    if (typeof schema.minimum === 'number') return schema.minimum;
    return typeof schema.maximum === 'number' ? Math.min(1, schema.maximum) : 1;
  }
  if (type === 'boolean') return true;
  if (type !== 'string' && type !== undefined) return undefined;
  if (typeof schema.format === 'string' && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format];
  if (typeof schema.pattern === 'string') return patternExample(schema.pattern);
  const text = typeof schema.title === 'string' ? schema.title : name;
  if (!text) return undefined;
  return typeof schema.maxLength === 'number' ? text.slice(0, schema.maxLength) : text;
}

/**
 * The schema with an `example` on itself and on every property, item and sub-object that has
 * none: the host's real value for the name when it fits, else one derived from the type, enum,
 * format or pattern. Swagger UI then shows these instead of strings it makes up from patterns
 * (`~M(k|6mr4bb=`). A property with no fitting example is left without one.
 */
export function withExamples(schema: unknown, named: NamedExample = () => undefined, name?: string): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: Schema = { ...(schema as Schema) };
  if (out.$ref) return out;
  if (out.properties && typeof out.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, unknown>).map(([key, sub]) => [key, withExamples(sub, named, key)]),
    );
  }
  if (out.items && typeof out.items === 'object') out.items = withExamples(out.items, named, name);
  if (out.example !== undefined) return out;
  const type = firstType(out);
  if (type === 'object' || (type === undefined && out.properties)) {
    const properties = (out.properties ?? {}) as Record<string, Schema>;
    const example = Object.fromEntries(
      Object.entries(properties)
        .map(([key, sub]) => [key, sub.example] as const)
        .filter(([, value]) => value !== undefined),
    );
    if (Object.keys(example).length) out.example = example;
    return out;
  }
  if (type === 'array') {
    const items = out.items as Schema | undefined;
    const item = items?.example;
    const fromName = name === undefined ? undefined : named(name);
    const itemsFit = (values: unknown[]) => !items || firstType(items) === 'object' || values.every((value) => fits(items, value));
    if (Array.isArray(fromName) && itemsFit(fromName)) out.example = fromName;
    else if (item !== undefined)
      out.example = Array.from({ length: typeof out.minItems === 'number' ? Math.max(out.minItems, 1) : 1 }, () => item);
    return out;
  }
  const candidates = [name === undefined ? undefined : named(name), structuralExample(out, name)];
  const example = candidates.find((candidate) => fits(out, candidate));
  if (example !== undefined) out.example = example;
  return out;
}
