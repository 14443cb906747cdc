import { Button, Empty, Message, Modal, Spin, Timeline } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schema/entity-types';
import type { HistoryEntry } from '../../schema/row-history';
import { allFields } from '../../schema/system-fields';
import type { EntityDataProvider } from '../data/data-provider';
import { useEntityText } from '../i18n/entity-texts';
import { operationLabel } from './history-text';
import { HistoryValue } from './HistoryValue';
import { useHistoryLookups } from './use-history-lookups';

export interface HistoryDialogProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  /** The row whose history is shown; undefined: the dialog is closed. */
  rowId: string | undefined;
  /** May this user revert (the update permission)? */
  canRevert: boolean;
  onClose(): void;
  /** After a revert: the list reloads to show the row's old values. */
  onReverted(): void;
}

/**
 * 历史: a row's changes newest first (who, when, each field's title with old → new), and for users
 * who may update, 还原此修改 after a confirmation. The revert sends the version the history was
 * read at, so a row changed since is refused with the edit-conflict message, never overwritten.
 */
export function HistoryDialog({ entity, provider, hospCode, rowId, canRevert, onClose, onReverted }: HistoryDialogProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const fields = allFields(entity);
  const history = useQuery({
    queryKey: ['row-history', entity.name, hospCode ?? null, rowId ?? null],
    queryFn: () => provider.history!(entity, { id: rowId!, ...(hospCode === undefined ? {} : { hospCode }) }),
    enabled: rowId !== undefined && provider.history !== undefined,
    staleTime: 0,
  });

  const revert = (entry: HistoryEntry) =>
    Modal.confirm({
      title: t('engine.history.revertTitle'),
      content: t('engine.history.revertConfirm'),
      okText: t('engine.confirm.ok'),
      cancelText: t('engine.confirm.cancel'),
      onOk: async () => {
        try {
          await provider.revert!(entity, {
            id: rowId!,
            logId: entry.id,
            rowVersion: history.data!.rowVersion,
            ...(hospCode === undefined ? {} : { hospCode }),
          });
          Message.success(t('engine.history.reverted'));
          onReverted();
        } catch {
          // The HTTP layer has shown the refusal (the edit conflict, a rule the old value breaks).
        } finally {
          await history.refetch();
        }
      },
    });

  const entries = history.data?.list ?? [];
  const lookupLabels = useHistoryLookups(provider, entity, entries, fields, hospCode);
  return (
    <Modal
      title={t('engine.history.title')}
      visible={rowId !== undefined}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('engine.history.close')}</Button>}
      unmountOnExit
      style={{ width: 640 }}
    >
      <div data-row-history aria-live="polite" aria-busy={history.isFetching}>
        {history.isLoading ? (
          <Spin />
        ) : entries.length === 0 ? (
          <Empty description={t('engine.history.none')} />
        ) : (
          <Timeline>
            {entries.map((entry) => (
              <Timeline.Item key={entry.id} label={entry.time} data-history-entry={entry.id}>
                <section aria-label={`${entry.time} ${entry.operator ?? ''} ${operationLabel(entity, entry.operation, t, text)}`}>
                  <div style={{ fontWeight: 500 }}>
                    <span data-history-operator>{entry.operator ?? t('engine.history.unknownOperator')}</span>
                    {' · '}
                    <span data-history-operation>{operationLabel(entity, entry.operation, t, text)}</span>
                    {entry.revertOf ? <span> · {t('engine.history.revertOf')}</span> : null}
                  </div>
                  {entry.changes.length === 0 ? (
                    <div>{t('engine.history.noVisibleChange')}</div>
                  ) : (
                    <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                      {entry.changes.map((change) => (
                        <li key={change.field} data-history-field={change.field}>
                          {text(fields[change.field]?.title ?? change.field)}:{' '}
                          {'old' in change ? (
                            <HistoryValue
                              field={fields[change.field]}
                              value={change.old}
                              provider={provider}
                              hospCode={hospCode}
                              text={text}
                              lookupLabels={lookupLabels[change.field]}
                            />
                          ) : null}
                          {'old' in change && 'new' in change ? ' → ' : null}
                          {'new' in change ? (
                            <HistoryValue
                              field={fields[change.field]}
                              value={change.new}
                              provider={provider}
                              hospCode={hospCode}
                              text={text}
                              lookupLabels={lookupLabels[change.field]}
                            />
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                  {canRevert && entry.revertable ? (
                    <Button size="small" type="outline" onClick={() => revert(entry)}>
                      {t('engine.history.revert')}
                    </Button>
                  ) : null}
                </section>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </div>
    </Modal>
  );
}
