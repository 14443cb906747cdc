import type { FastifyRequest } from 'fastify';
import type { EntitySchema } from '../schema/entity-types';
import type { BulkOutcome } from './bulk-add';
import type { BulkUpdate, BulkUpdateOutcome } from './bulk-update';
import { EntityError, type EntityHost } from './entity-context';
import { recordByKey, type ImportKey } from './import-rows';
import { ruleName } from './read-ahead';
import type { Body } from './request-checks';

/** The engine's writes an import goes through, from entity-routes (each with the call's guards, observers and lookup checks). */
export interface ImportWrites {
  add(host: EntityHost, request: FastifyRequest, schema: string, hospCode: string | undefined, body: Body): Promise<string>;
  update(host: EntityHost, request: FastifyRequest, schema: string, hospCode: string | undefined, body: Body): Promise<void>;
  /** Many adds per batch (bulk-add.ts), for entities that allow it; else rows are added one by one. */
  addMany?(host: EntityHost, request: FastifyRequest, schema: string, hospCode: string | undefined, bodies: Body[]): Promise<BulkOutcome[]>;
  /** Many updates per batch (bulk-update.ts), for the same entities. */
  updateMany?(
    host: EntityHost,
    request: FastifyRequest,
    schema: string,
    hospCode: string | undefined,
    updates: BulkUpdate[],
  ): Promise<BulkUpdateOutcome[]>;
}

/** One call's rows to write: the add body of row i, and the unique key to update by, if chosen. */
export interface RowsToWrite {
  body(index: number): Body;
  key: ImportKey | undefined;
}

export interface WrittenRows {
  added: number;
  updated: number;
  /** Refused rows by index, in row order, with the error the add or update gave. */
  refused: { index: number; error: EntityError }[];
}

/** Rows written per batch. */
const BULK_ROWS = 500;

/**
 * Writes rows [from, end) and says what became of each: with a key, a row whose key names a
 * stored record updates it; the others are added. Adds and updates go in batches when the entity
 * allows it, each row still seeing the rows before it: the batches are written before a row whose
 * key a pending add holds, a second update of one record, or a row that must go alone (an update
 * setting another unique rule's field, whose check depends on the rows before it).
 * `stopAtRefusal` (an import in one go, rolled back whole) stops at the first refused row.
 */
export async function writeImportRows(
  writes: ImportWrites,
  entity: EntitySchema,
  call: { writer: EntityHost; request: FastifyRequest; schema: string; hospCode: string | undefined },
  rows: RowsToWrite,
  from: number,
  end: number,
  stopAtRefusal: boolean,
): Promise<WrittenRows> {
  const { writer, request, schema, hospCode } = call;
  const { key } = rows;
  const written: WrittenRows = { added: 0, updated: 0, refused: [] };
  const refuse = (index: number, error: unknown) => {
    if (!(error instanceof EntityError)) throw error;
    written.refused.push({ index, error });
  };
  let adds: number[] = [];
  let updates: { index: number; id: string }[] = [];
  const addKeys = new Set<string>();
  const updating = new Set<string>();
  const flush = async () => {
    if (adds.length > 0) {
      const outcomes = await writes.addMany!(
        writer,
        request,
        schema,
        hospCode,
        adds.map((index) => rows.body(index)),
      );
      outcomes.forEach((outcome, position) => {
        if ('id' in outcome) written.added += 1;
        else refuse(adds[position]!, outcome.error);
      });
    }
    if (updates.length > 0) {
      const outcomes = await writes.updateMany!(
        writer,
        request,
        schema,
        hospCode,
        updates.map(({ index, id }) => ({ id, body: { ...rows.body(index), id } })),
      );
      outcomes.forEach((outcome, position) => {
        if ('id' in outcome) written.updated += 1;
        else refuse(updates[position]!.index, outcome.error);
      });
    }
    adds = [];
    updates = [];
    addKeys.clear();
    updating.clear();
  };
  const stopped = () => stopAtRefusal && written.refused.length > 0;
  // Another unique rule's field set by an update: its check reads stored values the batch may be changing.
  const otherRules = (entity.unique ?? []).filter((rule) => ruleName(rule) !== key?.name);
  const setsOtherUnique = (body: Body) => otherRules.some((rule) => rule.fields.some((name) => body[name] !== undefined));
  for (let index = from; index < end && !stopped(); index += 1) {
    const body = rows.body(index);
    const keyText = key ? JSON.stringify(key.fields.map((name) => body[name] ?? null)) : '';
    if (key && addKeys.has(keyText)) await flush();
    const existing = key ? await recordByKey(writer.db, entity, schema, key, body) : undefined;
    if (existing && writes.updateMany && !setsOtherUnique(body) && !updating.has(existing)) {
      updates.push({ index, id: existing });
      updating.add(existing);
    } else if (!existing && writes.addMany) {
      adds.push(index);
      if (key) addKeys.add(keyText);
    } else {
      await flush();
      if (stopped()) break;
      try {
        if (existing) {
          await writes.update(writer, request, schema, hospCode, { ...body, id: existing });
          written.updated += 1;
        } else {
          await writes.add(writer, request, schema, hospCode, body);
          written.added += 1;
        }
      } catch (error) {
        refuse(index, error);
      }
      continue;
    }
    if (adds.length + updates.length >= BULK_ROWS) await flush();
  }
  if (!stopped()) await flush();
  written.refused.sort((a, b) => a.index - b.index);
  return written;
}
