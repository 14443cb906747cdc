import { Message } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema, FormActionDef, ResultDialogDef } from '../../schema/entity-types';
import { showResultDialog } from '../actions/ResultDialog';
import { useEntityText } from '../i18n/entity-texts';
import type { EntityDataProvider, Row } from '../data/data-provider';
import { entityQueryKeys } from '../data/query-keys';
import { CONFLICT_CODE, failureOf, type SaveOutcome, type SaveVersions as WriteVersions } from './save-outcome';

type Data = Record<string, unknown>;

export interface EntityWrites {
  add(data: Data): Promise<SaveOutcome>;
  /** `data` is what the user changed; the row gives id, hospital and (in `versions`) the version read. */
  update(row: Row, data: Data, versions?: WriteVersions): Promise<SaveOutcome>;
  batchUpdate(ids: string[], data: Data, versions?: WriteVersions): Promise<SaveOutcome>;
  runAction(action: FormActionDef, row: Row, data: Data, versions?: WriteVersions): Promise<SaveOutcome>;
  remove(row: Row): Promise<boolean>;
}

/** A 409 is the dialog's to resolve in place: the HTTP layer shows every other failure as before. */
const CONFLICTS_QUIET = { quietCodes: [CONFLICT_CODE] };

const withVersion = (body: Data, version: number | undefined): Data => (version === undefined ? body : { ...body, rowVersion: version });
const withVersions = (body: Data, versions: Record<string, number> | undefined): Data =>
  versions && Object.keys(versions).length > 0 ? { ...body, rowVersions: versions } : body;

/**
 * The screens' writes: call the provider, on success say so (seed texts 添加成功! / 修改成功! /
 * 删除成功!) and re-query this entity in this hospital. A failure resolves with it, for the dialog
 * to show at its field and keep what was typed (a 409 without any toast: the dialog resolves it).
 */
export function useEntityWrites(entity: EntitySchema, provider: EntityDataProvider, hospCode: string | undefined): EntityWrites {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const text = useEntityText(entity.name);
  return useMemo(() => {
    // Hospital-scoped calls always name the screen's hospital: it chooses the schema on the server.
    const scoped = (body: Data): Data => (entity.scope === 'hospital' && hospCode ? { ...body, hospCode } : body);
    // A row's own writes name the row's hospital: a list filtered by hospital may show another than the page's.
    const hospitalOf = (row: Row): string | undefined => (typeof row.hospCode === 'string' && row.hospCode ? row.hospCode : hospCode);
    const rowScoped = (row: Row, body: Data): Data => {
      const code = hospitalOf(row);
      return entity.scope === 'hospital' && code ? { ...body, hospCode: code } : body;
    };
    const write = async (call: () => Promise<unknown>, success: string, result?: ResultDialogDef): Promise<SaveOutcome> => {
      let answer: unknown;
      try {
        answer = await call();
      } catch (error) {
        return { ok: false, failure: failureOf(error) };
      }
      Message.success(success);
      // A generated value the server keeps only as a hash (an API secret): shown once, here.
      if (result) showResultDialog(result, answer, text, t);
      await queryClient.invalidateQueries({ queryKey: entityQueryKeys(entity).scope(hospCode) });
      return { ok: true, answer };
    };
    const updated = t('engine.message.updated');
    return {
      add: (data) => write(() => provider.add(entity, scoped(data)), t('engine.message.added'), entity.dialogs.add?.result),
      update: (row, data, versions = {}) =>
        write(
          () => provider.update(entity, rowScoped(row, withVersion({ ...data, id: row.id }, versions.rowVersion)), CONFLICTS_QUIET),
          updated,
        ),
      batchUpdate: (ids, data, versions = {}) =>
        write(
          () => provider.batchUpdate(entity, { ...withVersions(scoped(data), versions.rowVersions), idList: ids }, CONFLICTS_QUIET),
          updated,
        ),
      runAction: (action, row, data, versions = {}) =>
        write(
          () =>
            provider.action(
              entity,
              action.name,
              rowScoped(row, withVersion({ ...data, id: row.id }, versions.rowVersion)),
              CONFLICTS_QUIET,
            ),
          updated,
        ),
      remove: async (row) =>
        (
          await write(
            () => provider.remove(entity, rowScoped(row, { id: row.id }) as { id: string; hospCode?: string }),
            t('engine.message.deleted'),
          )
        ).ok,
    };
  }, [entity, provider, hospCode, queryClient, t, text]);
}
