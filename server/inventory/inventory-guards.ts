import { refusedBy, type WriteGuard } from '../../engine/server/entity-context.js';
import { MESSAGES, PLAN_FINISHED, PLAN_TABLE, RECORD_TABLE } from './inventory-tables.js';

/**
 * A finished plan is closed: it is not edited any more, and neither are its records. A plan that
 * has records is not deleted (they would be left without their plan). Both run inside the
 * engine's write transaction, on `trx`.
 */
export const planWriteGuard: WriteGuard = async ({ operation, trx, schema, ids }) => {
  if (ids.length === 0) return;
  if (operation === 'delete') {
    const used = await trx.withSchema(schema).selectFrom(RECORD_TABLE).select('id').where('plan_id', 'in', ids).limit(1).executeTakeFirst();
    if (used) throw refusedBy(MESSAGES.planHasRecords);
    return;
  }
  if (operation === 'add') return;
  const finished = await trx
    .withSchema(schema)
    .selectFrom(PLAN_TABLE)
    .select('id')
    .where('id', 'in', ids)
    .where('state', '=', PLAN_FINISHED)
    .limit(1)
    .executeTakeFirst();
  if (finished) throw refusedBy(MESSAGES.planReadOnly);
};

export const recordWriteGuard: WriteGuard = async ({ trx, schema, ids }) => {
  if (ids.length === 0) return;
  const closed = await trx
    .withSchema(schema)
    .selectFrom(`${RECORD_TABLE} as r`)
    .innerJoin(`${PLAN_TABLE} as p`, 'p.id', 'r.plan_id')
    .select('r.id')
    .where('r.id', 'in', ids)
    .where('p.state', '=', PLAN_FINISHED)
    .limit(1)
    .executeTakeFirst();
  if (closed) throw refusedBy(MESSAGES.recordsReadOnly);
};
