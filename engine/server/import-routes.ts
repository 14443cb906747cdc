import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { findHeaderRow, importFields, suggestMapping, withRemembered } from '../schema/import-mapping';
import { EntityError, type EntityHost } from './entity-context';
import { IMPORT_LIMITS, IMPORT_REFUSALS, readImportFile } from './import-file';
import { heldImport, keepImport, rememberedMapping, rememberMapping, type StoredImport } from './import-store';
import {
  checkedKey,
  checkedMapping,
  checkRow,
  dictionaryLabels,
  importKeys,
  rememberedLookups,
  rowBody,
  validAddValues,
  type RefusedRow,
} from './import-rows';
import { readAhead } from './read-ahead';
import { writeImportRows, type ImportWrites } from './import-writes';
import { prepareLookupCheck } from './lookup-checks';
import { checkKnownKeys, type Body } from './request-checks';

/**
 * Import (issue 29) for every entity with an add dialog: `<endpoint>/import/upload` (the file as
 * the raw body, `?hospCode=&fileName=`), `.../import/check` (the dry run) and `.../import/run` (in
 * one go, or row by row in chunks). Every row is written through the engine's own add (or, by a
 * unique key, update) with its guards and observers, so the operation log records each one; adds
 * of an entity without guards of its own go many per statement (bulk-add.ts).
 */
export const IMPORT_PATHS = { upload: 'import/upload', check: 'import/check', run: 'import/run' } as const;
/** Rows one call of a row-by-row import writes at most (the client's progress steps). */
export const MAX_CHUNK = 1000;
const SAMPLE_ROWS = 20;

type Handler = (
  request: FastifyRequest,
  schema: string,
  hospCode: string | undefined,
  input: Body,
  reply: FastifyReply,
) => Promise<unknown>;

/** What entity-routes lends the import: its authorised call wrapper and the engine's writes. */
export interface ImportServices extends ImportWrites {
  host: EntityHost;
  /** Authorises the call as an add (hospital binding, the add permission) and runs the handler. */
  run(handler: Handler, from: 'body' | 'query'): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Throws unless the caller may also update (to update by a key). */
  authorizeUpdate(request: FastifyRequest, hospCode: string | undefined): Promise<void>;
}

/** The host with its database replaced by a transaction every engine write joins (an import in one go). */
function joinedHost(host: EntityHost, trx: Transaction<any>): EntityHost {
  const db = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => ({ execute: <T>(work: (t: Transaction<any>) => Promise<T>) => work(target) });
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Kysely<any>;
  return { ...host, db };
}

const inEnglish = (host: EntityHost, request: FastifyRequest) => host.language?.(request) === 'en';
/** Whose uploads and mappings these are: the calling account ('' for a host without accounts). */
const actorOf = (host: EntityHost, request: FastifyRequest) => host.actorOf?.(request) ?? '';

/** A row's message in the caller's language: the refusal's own English, else the schema's English of the text. */
const rowMessage = (entity: EntitySchema, english: boolean, refusal: { message: string; english?: string }) =>
  english ? (refusal.english ?? entity.english?.[refusal.message] ?? refusal.message) : refusal.message;

export function registerImportRoutes(server: FastifyInstance, entity: EntitySchema, services: ImportServices): void {
  const { host, run } = services;
  const ok = host.ok.bind(host);
  const path = (name: keyof typeof IMPORT_PATHS) => `${entity.endpoint}/${IMPORT_PATHS[name]}`;

  const upload: Handler = async (request, _schema, hospCode, input) => {
    checkKnownKeys(input, ['hospCode', 'fileName']);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const fileName = typeof input.fileName === 'string' ? input.fileName : '';
    const rows = await readImportFile(bytes, fileName);
    const fields = importFields(entity);
    const header = findHeaderRow(rows, fields);
    if (header < 0) throw IMPORT_REFUSALS.noHeader();
    const headers = rows[header]!.map((cell) => cell.trim());
    const data = rows.slice(header + 1).filter((row) => row.some((cell) => cell.trim() !== ''));
    if (data.length === 0) throw IMPORT_REFUSALS.noData();
    if (data.length > IMPORT_LIMITS.maxRows) throw IMPORT_REFUSALS.tooManyRows();
    const actor = actorOf(host, request);
    const stored = await keepImport(host.db, actor, {
      entity: entity.name,
      hospCode,
      fileName,
      headerRow: header + 1,
      headers,
      rows: data,
    });
    const memory = await rememberedMapping(host.db, actor, entity.name);
    return ok({
      id: stored.id,
      fileName,
      headerRow: stored.headerRow,
      headers,
      fields,
      keys: importKeys(entity).map(({ name, fields: keyFields }) => ({ name, fields: keyFields })),
      mapping: withRemembered(headers, suggestMapping(headers, fields), fields, memory),
      total: data.length,
      sample: data.slice(0, SAMPLE_ROWS),
      limits: IMPORT_LIMITS,
    });
  };

  /** The upload, mapping and key a check or run names, with the dictionaries' labels and the lookup check. */
  const prepare = async (request: FastifyRequest, schema: string, hospCode: string | undefined, input: Body, extra: string[]) => {
    checkKnownKeys(input, ['hospCode', 'id', 'mapping', 'key', ...extra]);
    const held = await heldImport(host.db, input.id, actorOf(host, request), entity.name, hospCode);
    const mapping = checkedMapping(entity, held, input.mapping);
    const key = checkedKey(entity, input.key, mapping);
    if (key) await services.authorizeUpdate(request, hospCode);
    const labels = await dictionaryLabels(host.db, entity, mapping);
    const mapped = Object.fromEntries(mapping.flatMap((name) => (name ? [[name, 'x']] : [])));
    const lookups = await prepareLookupCheck(host, entity, request, schema, mapped);
    return { held, mapping, key, labels, lookups, body: (cells: string[]) => rowBody(entity, mapping, cells, hospCode, labels) };
  };
  type Prepared = Awaited<ReturnType<typeof prepare>>;
  const rowNumber = (held: StoredImport, index: number) => held.headerRow + 1 + index;

  /** The dry run of every row: how many would be added and updated, and each refused row with its message. */
  const dryRun = async (request: FastifyRequest, schema: string, prepared: Prepared) => {
    const english = inEnglish(host, request);
    const seen = new Map<string, Set<string>>();
    const refused: RefusedRow[] = [];
    const bodies = prepared.held.rows.map((cells) => prepared.body(cells));
    const known = await readAhead(host.db, entity, schema, validAddValues(entity, bodies));
    const lookups = rememberedLookups(entity, prepared.lookups);
    let adds = 0;
    let updates = 0;
    for (const [index, cells] of prepared.held.rows.entries()) {
      const outcome = await checkRow(host.db, entity, schema, bodies[index]!, prepared.key, seen, known, lookups);
      if (outcome === 'add') adds += 1;
      else if (outcome === 'update') updates += 1;
      else refused.push({ row: rowNumber(prepared.held, index), message: rowMessage(entity, english, outcome), cells });
    }
    return { total: prepared.held.rows.length, adds, updates, refused };
  };

  const writeRows = (
    writer: EntityHost,
    request: FastifyRequest,
    schema: string,
    hospCode: string | undefined,
    prepared: Prepared,
    from: number,
    end: number,
    stopAtRefusal: boolean,
  ) =>
    writeImportRows(
      services,
      entity,
      { writer, request, schema, hospCode },
      { body: (index) => prepared.body(prepared.held.rows[index]!), key: prepared.key },
      from,
      end,
      stopAtRefusal,
    );
  const refusedRow = (held: StoredImport, english: boolean, { index, error }: { index: number; error: EntityError }): RefusedRow => ({
    row: rowNumber(held, index),
    message: rowMessage(entity, english, error),
    cells: held.rows[index]!,
  });

  const check: Handler = async (request, schema, hospCode, input) => {
    const prepared = await prepare(request, schema, hospCode, input, []);
    // The mapping previewed is the one remembered for this user's next file of this entity.
    await rememberMapping(host.db, actorOf(host, request), entity.name, prepared.held.headers, prepared.mapping);
    return ok(await dryRun(request, schema, prepared));
  };

  const runImport: Handler = async (request, schema, hospCode, input) => {
    const prepared = await prepare(request, schema, hospCode, input, ['mode', 'from', 'count']);
    const english = inEnglish(host, request);
    const { held } = prepared;
    // The mapping of an import actually run is the one remembered for this user's next file.
    const remember = () => rememberMapping(host.db, actorOf(host, request), entity.name, held.headers, prepared.mapping);
    if (input.mode === 'all') {
      await remember();
      // In one go: nothing is written unless every row passes, and the writes share one transaction.
      const checked = await dryRun(request, schema, prepared);
      if (checked.refused.length > 0) {
        throw new EntityError(
          'refused',
          `有${checked.refused.length}行未通过检查，未导入任何数据`,
          { refused: checked.refused },
          `${checked.refused.length} rows did not pass the check: nothing was imported`,
        );
      }
      let refusal: { index: number; error: EntityError } | undefined;
      let counts = { added: 0, updated: 0 };
      await host.db
        .transaction()
        .execute(async (trx) => {
          const written = await writeRows(joinedHost(host, trx), request, schema, hospCode, prepared, 0, held.rows.length, true);
          counts = written;
          refusal = written.refused[0];
          // A refused row rolls back every row written before it.
          if (refusal) throw refusal.error;
        })
        .catch((error: unknown) => {
          if (!refusal || error !== refusal.error) throw error;
        });
      if (refusal) {
        const first = refusedRow(held, english, refusal);
        throw new EntityError(
          'refused',
          `第${first.row}行：${refusal.error.message}，未导入任何数据`,
          { refused: [first] },
          `Row ${first.row}: ${rowMessage(entity, true, refusal.error)}; nothing was imported`,
        );
      }
      const { added, updated } = counts;
      return ok({ total: held.rows.length, added, updated, refused: [], next: held.rows.length });
    }
    if (input.mode !== 'rows') throw new EntityError('badRequest', '导入方式只能为 all 或 rows', undefined, 'The mode must be all or rows');
    const from = input.from ?? 0;
    const count = input.count ?? MAX_CHUNK;
    if (!Number.isInteger(from) || (from as number) < 0 || (from as number) > held.rows.length)
      throw new EntityError('badRequest', '起始行不正确', undefined, 'Bad starting row');
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_CHUNK)
      throw new EntityError('badRequest', `每次最多导入${MAX_CHUNK}行`, undefined, `At most ${MAX_CHUNK} rows per call`);
    if (from === 0) await remember();
    const end = Math.min(held.rows.length, (from as number) + (count as number));
    const { added, updated, refused: refusals } = await writeRows(host, request, schema, hospCode, prepared, from as number, end, false);
    const refused = refusals.map((refusal) => refusedRow(held, english, refusal));
    return ok({ total: held.rows.length, added, updated, refused, next: end });
  };

  // The file comes as the raw body, under the import's own size limit, in a scope of its own so no
  // other route takes binary bodies.
  server.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/octet-stream', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: 'POST',
      url: path('upload'),
      bodyLimit: IMPORT_LIMITS.maxBytes,
      config: { entityInputChecks: true },
      handler: run(upload, 'query'),
    });
  });
  server.post(path('check'), { config: { entityInputChecks: true } }, run(check, 'body'));
  server.post(path('run'), { config: { entityInputChecks: true } }, run(runImport, 'body'));
}
