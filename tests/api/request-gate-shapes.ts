import { MISSING_ID } from '../support/entity-api.js';

/**
 * Issue 26 part 1: the input shapes that gave HTTP 500 or no answer, built for every route the
 * server documents (/api/openapi.json), GET and multipart included, over a body or query shaped
 * like the route's own example so that the hostile value reaches as deep as it can.
 */

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Where a value sits (a key, or a key inside pagedQueryInfo) and what it holds. */
export interface Position {
  path: string[];
  kind: 'number' | 'string' | 'date' | 'date-time' | 'month' | 'range';
}

export interface DocRoute {
  method: string;
  /** The route's path with its parameters filled in. */
  path: string;
  /** A body like the example, for the methods that send one. */
  body?: Record<string, unknown>;
  query: Record<string, string>;
  bodyPositions: Position[];
  queryPositions: Position[];
}

export interface ShapedCall {
  shape: string;
  method: string;
  path: string;
  rawBody?: string;
  contentType?: string;
}

const DATE_TEXT = /^\d{4}-\d{2}(-\d{2})?( \d{2}:\d{2}:\d{2})?$/;
const firstType = (schema: Schema | undefined) => {
  const type = schema?.type;
  return Array.isArray(type) ? (type.find((item) => item !== 'null') as string | undefined) : (type as string | undefined);
};

function kindOf(schema: Schema | undefined, example: unknown): Position['kind'] {
  const type = firstType(schema);
  if (type === 'integer' || type === 'number' || typeof example === 'number') return 'number';
  const format = schema?.format;
  if (format === 'date' || format === 'date-time' || format === 'month') return format;
  const items = schema?.items as Schema | undefined;
  if (type === 'array' && (items?.format === 'date' || items?.format === 'date-time' || items?.format === 'month')) return 'range';
  if (Array.isArray(example) && example.length === 2 && example.every((item) => typeof item === 'string' && DATE_TEXT.test(item)))
    return 'range';
  if (typeof example === 'string' && DATE_TEXT.test(example))
    return example.length === 7 ? 'month' : example.length === 10 ? 'date' : 'date-time';
  return 'string';
}

/** The example a schema carries, or one built from its properties' examples. */
function exampleOf(schema: Schema | undefined): Record<string, unknown> {
  if (schema?.example && typeof schema.example === 'object' && !Array.isArray(schema.example))
    return { ...(schema.example as Record<string, unknown>) };
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(Object.entries(properties).flatMap(([key, sub]) => (sub.example === undefined ? [] : [[key, sub.example]])));
}

/**
 * Example values that would make a fuzzed call do real harm or lock the test out: a demo login
 * name collects failed tries (ten lock the account), the platform's hospital calls (initialise,
 * reset tables) go to a hospital that does not exist, ids to a record that does not exist.
 */
function harmless(path: string, values: Record<string, unknown>, hospCode: string): Record<string, unknown> {
  const out = { ...values };
  if ('loginName' in out) out.loginName = 'fuzz-nobody';
  if ('hospCode' in out) out.hospCode = path.startsWith('/db/hosp/') ? '99999' : hospCode;
  for (const key of ['id', 'acctId']) if (key in out) out[key] = MISSING_ID;
  return out;
}

function positionsOf(schema: Schema | undefined, example: Record<string, unknown>): Position[] {
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const keys = [...new Set([...Object.keys(properties), ...Object.keys(example)])];
  const positions: Position[] = [];
  for (const key of keys) {
    if (key === 'pagedQueryInfo') {
      positions.push({ path: [key, 'index'], kind: 'number' }, { path: [key, 'pageSize'], kind: 'number' });
      continue;
    }
    positions.push({ path: [key], kind: kindOf(properties[key], example[key]) });
  }
  return positions;
}

/** Every documented API route, as the given user would call it. */
export function documentedRoutes(document: OpenApi, hospCode: string): DocRoute[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const pathValue = (name: string) =>
        String(parameters.find((item) => item.in === 'path' && item.name === name)?.schema?.example ?? MISSING_ID);
      const path = template.replace(/\{(\w+)\}/g, (_match, name: string) =>
        encodeURIComponent(name === 'id' ? MISSING_ID : pathValue(name)),
      );
      const queryParameters = parameters.filter((item) => item.in === 'query');
      const queryExample = harmless(
        template,
        Object.fromEntries(queryParameters.map((item) => [item.name, item.schema?.example ?? ''])),
        hospCode,
      );
      const query = Object.fromEntries(Object.entries(queryExample).map(([key, value]) => [key, String(value)]));
      const queryPositions = queryParameters.map((item) => ({ path: [item.name], kind: kindOf(item.schema, item.schema?.example) }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      const upper = method.toUpperCase();
      if (upper === 'GET') return { method: upper, path, query, bodyPositions: [], queryPositions };
      const body = harmless(template, exampleOf(json), hospCode);
      return { method: upper, path, body, query, bodyPositions: positionsOf(json, body), queryPositions };
    }),
  );
}

const withValue = (body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = typeof body[head] === 'object' && body[head] !== null ? (body[head] as Record<string, unknown>) : {};
  return { ...body, [head]: withValue(inner, rest, value) };
};

/** The body as JSON text with one position holding raw JSON text (a nesting JSON.stringify could not write). */
function rawWith(body: Record<string, unknown>, path: string[], rawValue: string): string {
  const marker = '@@fuzz-raw-value@@';
  return JSON.stringify(withValue(body, path, marker)).replace(JSON.stringify(marker), rawValue);
}

/** The route's URL with a query string; `raw` is appended as it is (a percent-encoding URLSearchParams would not write). */
const urlOf = (route: DocRoute, query: Record<string, string>, raw = '') => {
  const text = [new URLSearchParams(query).toString(), raw].filter(Boolean).join('&');
  return text ? `${route.path}?${text}` : route.path;
};

/** Each route's body keys one at a time, a different one per route, so that every kind of key gets its turn. */
const pick = <T>(items: T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);

const DEEP = 20_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const OVERSIZE = 'x'.repeat(1.5 * 1024 * 1024);
const LONG = 'x'.repeat(100_000);
const HUGE_NUMBERS = [1e300, -1e300, 2 ** 53 + 1];
const BAD_DATES: Record<Position['kind'], string[]> = {
  date: ['2026-02-31', '0000-01-01'],
  'date-time': ['2026-13-45 99:99:99', '2026-02-29 24:00:00'],
  month: ['2026-02-31', '2026-13'],
  range: ['2026-02-31 08:00:00', '0000-00-00'],
  number: [],
  string: [],
};

/**
 * The shaped calls for one route, as the `user`-th of the users the fuzz runs as: a deep array or
 * object, lone surrogates (in a value and in a key), a body of 1.5 MB, a string of 100 KB, huge
 * numbers in every numeric position, days that do not exist in every date position, and multipart
 * without a boundary. The gate refuses size, depth and text before anything route-specific, so
 * those shapes go to each route once, from one user or the other (`index` + `user` even), the
 * costliest to every fourth of those; numbers and dates, which a route's own schema or handler
 * checks, go to every route from every user (the first user all three numbers, the others one).
 * `index` also varies which key a one-key shape uses from route to route.
 */
export function shapedCalls(route: DocRoute, index: number, user = 0): ShapedCall[] {
  const calls: ShapedCall[] = [];
  const { method } = route;
  const mine = (index + user) % 2 === 0;
  const numbersFor = (position: number) => (user === 0 ? HUGE_NUMBERS : [HUGE_NUMBERS[(index + position) % HUGE_NUMBERS.length]!]);
  if (route.body) {
    const body = route.body;
    const post = (shape: string, rawBody: string, contentType?: string) =>
      calls.push({ shape, method, path: urlOf(route, route.query), rawBody, ...(contentType ? { contentType } : {}) });
    const key = pick(route.bodyPositions, index)?.path ?? ['fuzz'];
    const text =
      pick(
        route.bodyPositions.filter((position) => position.kind === 'string'),
        index,
      )?.path ?? key;
    if (mine) {
      post(index % 4 < 2 ? 'deep array' : 'deep object', rawWith(body, key, index % 4 < 2 ? deepArray : deepObject));
      post('lone surrogate', rawWith(body, text, '"a\\ud800b"'));
      if (index % 8 < 2) post('lone surrogate', JSON.stringify({ ...body, fuzz: 1 }).replace('"fuzz"', '"\\udc00"'));
      if (index % 8 >= 6 || /upload/i.test(route.path)) post('oversize body', JSON.stringify({ ...body, fuzzPadding: OVERSIZE }));
      post('100 KB string', JSON.stringify(withValue(body, text, LONG)));
      post(
        'multipart without boundary',
        '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nOTHER\r\n--x--\r\n',
        'multipart/form-data',
      );
    }
    for (const [order, position] of route.bodyPositions.filter((item) => item.kind === 'number').entries()) {
      for (const value of numbersFor(order)) post('huge number', JSON.stringify(withValue(body, position.path, value)));
    }
    for (const position of route.bodyPositions) {
      for (const bad of BAD_DATES[position.kind])
        post('impossible date', JSON.stringify(withValue(body, position.path, position.kind === 'range' ? [bad, bad] : bad)));
    }
  }
  const queryKey = pick(route.queryPositions, index)?.path[0];
  if (method === 'GET' || queryKey) {
    // A GET sends no body: its input is the query string, so that is what gets the shapes.
    const key = queryKey ?? 'fuzz';
    const send = (shape: string, query: Record<string, string>, raw = '') =>
      calls.push({ shape, method, path: urlOf(route, query, raw), ...(route.body ? { rawBody: JSON.stringify(route.body) } : {}) });
    const others = Object.fromEntries(Object.entries(route.query).filter(([name]) => name !== key));
    if (mine) {
      // Half a surrogate pair as UTF-8 would spell it (CESU-8): no valid encoding of a string has it.
      send('lone surrogate', others, `${encodeURIComponent(key)}=a%ED%A0%80b`);
      send('100 KB string', { ...route.query, [key]: LONG });
    }
    for (const [order, position] of route.queryPositions.entries()) {
      const name = position.path[0]!;
      if (position.kind === 'number') for (const value of numbersFor(order)) send('huge number', { ...route.query, [name]: String(value) });
      for (const bad of BAD_DATES[position.kind]) send('impossible date', { ...route.query, [name]: bad });
    }
  }
  return calls;
}
