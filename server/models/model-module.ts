import type { Kysely } from 'kysely';
import { refusedBy } from '../../engine/server/entity-context.js';
import { addWriteGuard, type WriteAttempt } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { forbidden } from '../http/envelope.js';
import { resourceLoaders } from '../selectors/selector-sources.js';
import { brandOptions, modelOptions } from './model-options.js';

export const MODEL_MESSAGES = { unknownCertificate: '注册证不存在' } as const;

/** A model's certificate link names a certificate that exists. */
async function checkCertificate(attempt: WriteAttempt): Promise<void> {
  const rgstId = attempt.values.rgstId;
  if (typeof rgstId !== 'string' || rgstId === '') return;
  const found = await (attempt.trx as Kysely<any>)
    .selectFrom('platform.registration_info')
    .select('id')
    .where('id', '=', rgstId)
    .executeTakeFirst();
  if (!found) throw refusedBy(MODEL_MESSAGES.unknownCertificate);
}

/**
 * The model catalogue (型号管理, schemas/eqp-model.json): its certificate check and three selector
 * resources: `eqp-brand` and `eqp-model`, the suggestions of the equipment ledger's brand and
 * model (any signed-in user: the ledger's editors), and `registration-info`, the certificates a
 * model may link (super admins, who maintain the catalogue).
 */
export const modelModule: ExtensionModule = (extensions, db) => {
  const store = db as unknown as Kysely<any>;
  addWriteGuard(extensions, 'eqp-model', checkCertificate);
  resourceLoaders['eqp-brand'] ??= () => brandOptions(store);
  resourceLoaders['eqp-model'] ??= () => modelOptions(store);
  resourceLoaders['registration-info'] ??= async (_db, auth) => {
    if (!auth.isAdmin) throw forbidden('仅超级管理员可以执行该操作');
    const rows = await store
      .selectFrom('platform.registration_info')
      .select(['id', 'rgst_no', 'eqp_name', 'eqp_model'])
      .orderBy('rgst_no')
      .execute();
    return rows.map((row) => ({
      value: row.id as string,
      label: `${row.rgst_no as string} ${row.eqp_name as string} ${row.eqp_model as string}`,
    }));
  };
};
