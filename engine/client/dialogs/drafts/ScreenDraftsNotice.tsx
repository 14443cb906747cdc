import { Alert, Button, Space } from '@arco-design/web-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../schema/entity-types';
import { useEntityText } from '../../i18n/entity-texts';
import { rowLabel } from '../conflicts/row-label';
import type { DialogRequest } from '../dialog-state';
import { draftRequest } from './draft-reopen';
import { onDraftsChanged, removeDraft, screenDrafts, type DraftStorage, type FormDraft } from './draft-store';

export interface ScreenDraftsNoticeProps {
  entity: EntitySchema;
  hospCode: string | undefined;
  storage: DraftStorage | undefined;
  /** Reopens a draft's dialog (the list's or tree's openDialog). */
  onReopen(request: DialogRequest): void;
}

const NO_STORAGE = () => () => {};

/** What a draft is about: its dialog's title, and the record's name or the number of records. */
function useDraftTitle(entity: EntitySchema) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  return (draft: FormDraft): string => {
    const title = text(entity.dialogs[draft.dialog]?.title ?? draft.dialog);
    if (draft.row) return `${title} · ${rowLabel(entity, draft.row)}`;
    if (draft.ids?.length) return `${title} · ${t('engine.draft.records', { count: draft.ids.length })}`;
    return title;
  };
}

/**
 * Above a screen whose dialogs left drafts (a reload, a re-login, a dialog closed unsaved): each
 * draft with 继续编辑 (reopens its dialog, which restores it) and 丢弃.
 */
export function ScreenDraftsNotice({ entity, hospCode, storage, onReopen }: ScreenDraftsNoticeProps) {
  const { t } = useTranslation();
  const titleOf = useDraftTitle(entity);
  const subscribe = useCallback((listener: () => void) => (storage ? onDraftsChanged(storage, listener) : NO_STORAGE()), [storage]);
  // The snapshot is the list's JSON: equal drafts give an equal string, so nothing re-renders needlessly.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(screenDrafts(storage, entity.name, hospCode)));
  const drafts = JSON.parse(snapshot) as FormDraft[];
  if (drafts.length === 0) return null;
  return (
    <Alert
      type="info"
      className="engine-screen-drafts"
      content={
        <div>
          <div>{t('engine.draft.screenNotice')}</div>
          {drafts.map((draft) => {
            const request = draftRequest(entity, draft);
            return (
              <Space
                key={`${draft.dialog}|${draft.rowId ?? ''}`}
                data-draft-dialog={draft.dialog}
                style={{ marginTop: 4, display: 'flex' }}
              >
                <span data-user-data="">{titleOf(draft)}</span>
                {request ? (
                  <Button size="mini" type="primary" onClick={() => onReopen(request)}>
                    {t('engine.draft.continue')}
                  </Button>
                ) : (
                  <span style={{ color: 'var(--color-text-3)' }}>{t('engine.draft.reopenHint')}</span>
                )}
                <Button size="mini" onClick={() => removeDraft(storage, draft)}>
                  {t('engine.draft.discard')}
                </Button>
              </Space>
            );
          })}
        </div>
      }
    />
  );
}
