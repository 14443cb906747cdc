import type { FastifyRequest } from 'fastify';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { EndpointDef, EntitySchema, OperationName } from '../schema/entity-types';
import type { Registry } from '../schema/registry';
import { CONFLICT_MESSAGE, type ConflictData } from '../schema/edit-conflict';
import type { LoggedEntry } from '../schema/row-history';

/** The kinds of refusal the engine raises; the host maps them to its envelope codes. */
export type EntityErrorKind = 'badRequest' | 'notFound' | 'refused' | 'forbidden' | 'conflict';

export class EntityError extends Error {
  constructor(
    readonly kind: EntityErrorKind,
    message: string,
    /** What the refusal answers besides its message (a conflict's rows), the envelope's data. */
    readonly data?: unknown,
    /** The message in English, for a caller whose language is English; absent: the Chinese one. */
    readonly english?: string,
  ) {
    super(message);
  }
}

export const badInput = (message: string) => new EntityError('badRequest', message);
export const notFound = (message = '记录不存在') => new EntityError('notFound', message);
export const refusedBy = (message: string) => new EntityError('refused', message);

export { CONFLICT_MESSAGE, NOTHING_TO_CHANGE, type ConflictData } from '../schema/edit-conflict';

/** The write was refused: these rows are no longer at the version the client read (see row-versions.ts). */
export const conflictWith = (rows: (Record<string, unknown> & { id: string })[]) =>
  new EntityError(
    'conflict',
    CONFLICT_MESSAGE.zh,
    { conflicts: rows.map((row) => ({ id: row.id, current: row })) } satisfies ConflictData,
    CONFLICT_MESSAGE.en,
  );

/** What the engine is told about one call after the host has checked who is calling. */
export interface EntityCall {
  entity: EntitySchema;
  /** An operation name, `action:<name>` (form actions) or `endpoint:<name>` (declared endpoints). */
  operation: OperationName | `action:${string}` | `endpoint:${string}`;
  /** The authId (or signedIn / superAdmin) the schema asks for. */
  permission: string | undefined;
  /** For hospital-scoped entities: the hospital named by the request. */
  hospCode: string | undefined;
}

/**
 * What the host server gives the engine: the database, its access checks, and the few services
 * the engine must not implement itself (password hashing, ids, clock). Keeps engine/server free of
 * imports from server/.
 */
export interface EntityHost {
  db: Kysely<any>;
  /** Throws unless the caller may run this call; resolves with the SQL schema to use. */
  authorize(request: FastifyRequest, call: EntityCall): Promise<string>;
  hashPassword(plain: string): Promise<string>;
  newId(): string;
  now(): string;
  /** Turns an engine refusal into the host's error (envelope). */
  toHostError(error: EntityError): Error;
  /** The success envelope. */
  ok(data: unknown, message?: string): unknown;
  /** Operation handlers and write guards the host registered (engine/server/entity-extensions.ts). */
  extensions?: EntityExtensions;
  /** The hospital's name, for the `hospCodeDesc` of hospital-scoped rows (seed 001: the role's hospCodeDesc). */
  hospitalName?(hospCode: string): Promise<string | undefined>;
  /**
   * The hospitals whose rows a `hospitalTag` entity shows this caller ('all' for super admins).
   * Absent: every row is visible (hosts without hospitals).
   */
  visibleHospitals?(request: FastifyRequest): Promise<string[] | 'all'>;
  /** The calling account's id, for what is kept per user (import uploads and mappings). Absent: one anonymous user. */
  actorOf?(request: FastifyRequest): string;
  /** The caller's language: English reads dictionary texts in English. Absent: Chinese. */
  language?(request: FastifyRequest): 'zh' | 'en';
  /**
   * Another entity of the catalogue by name: a lookup's entity, whose reads a lookup picker and
   * the existence check of a lookup value follow. Absent: lookups are neither offered nor checked.
   */
  entityNamed?(name: string): EntitySchema | undefined;
}

/** One call of an endpoint a schema declares (`endpoints[]`), after the host has authorised it. */
export interface OperationCall {
  entity: EntitySchema;
  endpoint: EndpointDef;
  request: FastifyRequest;
  host: EntityHost;
  /** SQL schema the host chose: `platform`, or the hospital's own for hospital-scoped entities. */
  schema: string;
  /** Hospital-scoped entities: the hospital the request names (checked against the caller's bindings). */
  hospCode: string | undefined;
  /** POST: the JSON body; GET: the query string with the path's `:params`. */
  input: Record<string, unknown>;
}

/** What a handler answers: the envelope's data and, when it has one, its message. */
export interface OperationResult {
  data?: unknown;
  message?: string;
  /** Answer this file instead of the envelope (e.g. an .xlsx download); `data` and `message` are then ignored. */
  file?: FileAnswer;
}

/** A file a declared endpoint answers: sent with its content type and as an attachment named `fileName`. */
export interface FileAnswer {
  body: Buffer;
  contentType: string;
  /** The download's name (any language: sent ASCII-safe and as RFC 5987 UTF-8). */
  fileName: string;
}

/** Code behind an endpoint; the schema names it (`hosp/createTables`), the server registers it. */
export type OperationHandler = (call: OperationCall) => Promise<OperationResult>;

/** A write about to happen, for a guard to refuse (inside the write's own transaction). */
export interface WriteAttempt {
  entity: EntitySchema;
  /** `add`, `update`, `batchUpdate`, `delete` or `action:<name>` (form actions). */
  operation: string;
  request: FastifyRequest;
  trx: Transaction<any> | Kysely<any>;
  schema: string;
  /** The records written (one for add, update and actions; for add, the new id, not yet inserted). */
  ids: string[];
  /** The validated values about to be written (empty for delete; for add, with defaults). */
  values: Record<string, unknown>;
}

/** Refuses a write by throwing (an EntityError or the host's own error): e.g. never delete the last super admin. */
export type WriteGuard = (attempt: WriteAttempt) => Promise<void>;

/** A record as an observer sees it: its readable fields by wire name (write-only fields never included). */
export type ObservedRow = Record<string, unknown> & { id: string };

/**
 * A write that has just happened, inside its own transaction (an observer's SQL on `trx` commits or
 * rolls back with it): the records as they were and as they are now, paired by id.
 */
export interface WriteRecord {
  entity: EntitySchema;
  /** `add`, `update`, `batchUpdate`, `delete` or `action:<name>` (form actions). */
  operation: string;
  request: FastifyRequest;
  trx: Transaction<any>;
  schema: string;
  /** Hospital-scoped entities: the hospital of the call. */
  hospCode: string | undefined;
  ids: string[];
  /** The rows before the write (none for add). */
  before: ObservedRow[];
  /** The rows after the write (none for delete). */
  after: ObservedRow[];
  /**
   * The fields the call set or cleared, write-only ones included (a changed password shows here
   * only by name: its value never reaches an observer).
   */
  fields: string[];
  /** A revert (`<endpoint>/revert`): the log entry whose change this write undoes. */
  revertOf?: string;
}

/** Sees every engine write of every entity after its SQL, e.g. to write an audit row; throwing rolls the write back. */
export type WriteObserver = (write: WriteRecord) => Promise<void>;

/** One read of an entity (query, detail, trees) after the host has authorised it. */
export interface ReadAttempt {
  entity: EntitySchema;
  request: FastifyRequest;
  schema: string;
  /**
   * The condition the engine itself puts on the rows (the `hospitalTag` / `globalWhen` rule over
   * table alias `t`), undefined when every row passes (super admins, untagged entities).
   */
  condition: RawBuilder<boolean> | undefined;
}

/**
 * Decides which rows a caller reads: answers the condition to use instead of `attempt.condition`
 * (the same, a narrower one, or the entity's own rule, e.g. knowledge permissions), or undefined
 * for every row. Only reads: writes keep their guards.
 */
export type ReadFilter = (attempt: ReadAttempt) => Promise<RawBuilder<boolean> | undefined>;

/**
 * What a host adds to the generic engine without touching it: operation handlers by
 * `<entity>/<operation>`, write guards by entity name (several per entity, all must pass),
 * write observers, which see every entity's writes, and read filters by entity name.
 */
export interface EntityExtensions {
  operations: Registry<OperationHandler>;
  writeGuards: Registry<WriteGuard[]>;
  writeObservers: WriteObserver[];
  readFilters: Registry<ReadFilter[]>;
  /** Where a row's history is read from (the operation log); absent: histories are empty and nothing can be reverted. */
  history?: HistorySource;
}

/** One record's entries of the host's operation log (engine/schema/row-history.ts). */
export interface HistoryQuery {
  entity: EntitySchema;
  /** Hospital-scoped entities: the hospital of the call. */
  hospCode: string | undefined;
  id: string;
}

/** Reads a record's logged changes: all of them newest first (at most `limit`), or one by its log id. */
export interface HistorySource {
  entries(query: HistoryQuery & { limit: number }): Promise<LoggedEntry[]>;
  entry(query: HistoryQuery & { logId: string }): Promise<LoggedEntry | undefined>;
}
