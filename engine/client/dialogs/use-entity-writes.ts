import { Message } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema, FormActionDef, ResultDialogDef } from '../../schema/entity-types';
import { showResultDialog } from '../actions/ResultDialog';
import { useEntityText } from '../i18n/entity-texts';
import type { EntityDataProvider, Row } from '../data/data-provider';
import { entityQueryKeys } from '../data/query-keys';

type Data = Record<string, unknown>;

export interface EntityWrites {
  add(data: Data): Promise<boolean>;
  update(row: Row, data: Data): Promise<boolean>;
  batchUpdate(ids: string[], data: Data): Promise<boolean>;
  runAction(action: FormActionDef, row: Row, data: Data): Promise<boolean>;
  remove(row: Row): Promise<boolean>;
}

/**
 * The screens' writes: call the provider, on success say so (seed texts 添加成功! / 修改成功! /
 * 删除成功!) and re-query this entity in this hospital. A failure resolves false: the HTTP layer
 * has already shown the server's message, and the dialogs close either way.
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
    const write = async (call: () => Promise<unknown>, success: string, result?: ResultDialogDef): Promise<boolean> => {
      let answer: unknown;
      try {
        answer = await call();
      } catch {
        return false;
      }
      Message.success(success);
      // A generated value the server keeps only as a hash (an API secret): shown once, here.
      if (result) showResultDialog(result, answer, text, t);
      await queryClient.invalidateQueries({ queryKey: entityQueryKeys(entity).scope(hospCode) });
      return true;
    };
    return {
      add: (data) => write(() => provider.add(entity, scoped(data)), t('engine.message.added'), entity.dialogs.add?.result),
      update: (row, data) => write(() => provider.update(entity, rowScoped(row, { ...data, id: row.id })), t('engine.message.updated')),
      batchUpdate: (ids, data) => write(() => provider.batchUpdate(entity, { ...scoped(data), idList: ids }), t('engine.message.updated')),
      runAction: (action, row, data) =>
        write(() => provider.action(entity, action.name, rowScoped(row, { ...data, id: row.id })), t('engine.message.updated')),
      remove: (row) =>
        write(() => provider.remove(entity, rowScoped(row, { id: row.id }) as { id: string; hospCode?: string }), t('engine.message.deleted')),
    };
  }, [entity, provider, hospCode, queryClient, t, text]);
}
