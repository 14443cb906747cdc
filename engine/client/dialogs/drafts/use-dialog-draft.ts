import { useCallback, useMemo, useState } from 'react';
import { dialogFields } from '../../../schema/dialog-json-schema';
import type { EntitySchema } from '../../../schema/entity-types';
import type { DraftStorage, DraftPlace, FormDraft } from './draft-store';
import { draftValues, findDraft, removeDraft, saveDraft } from './draft-store';
import { useDraftAutosave } from './use-draft-autosave';
import { sameValue } from '../../form/model/changed-fields';
import { isSecretField } from '../../form/model/dialog-form-schema';
import type { FormValues } from '../../form/model/form-data';

/** What a draft holds besides the place and the values, read when it is written. */
export type DraftExtras = Omit<FormDraft, keyof DraftPlace | 'values' | 'savedAt'>;

export interface DialogDraftSettings {
  entity: EntitySchema;
  dialog: string;
  place: DraftPlace;
  storage: DraftStorage | undefined;
  /** The values the dialog opened with before any draft: a draft equal to them is no draft. */
  pristine: FormValues;
  /** The dialog's state now: its values, whether anything beyond them is worth keeping, and the rest of the draft. */
  snapshot(): { values: FormValues; dirty: boolean; extras: DraftExtras };
}

/**
 * An open dialog's draft: found when the dialog opens, written (debounced) while the user works,
 * removed when it is saved or discarded. Passwords are never written.
 */
export function useDialogDraft({ entity, dialog, place, storage, pristine, snapshot }: DialogDraftSettings) {
  const [found] = useState<FormDraft | undefined>(() => findDraft(storage, place));
  const fields = useMemo(() => dialogFields(entity, dialog), [entity, dialog]);
  const keep = useCallback(
    (values: FormValues) => draftValues(values, fields, (name) => isSecretField(entity, dialog, name)),
    [entity, dialog, fields],
  );
  const autosave = useDraftAutosave(() => {
    const now = snapshot();
    const values = keep(now.values);
    if (!now.dirty && sameValue(values, keep(pristine))) {
      removeDraft(storage, place);
      return;
    }
    saveDraft(storage, { ...now.extras, ...place, values, savedAt: Date.now() });
  });
  const discard = useCallback(() => {
    autosave.cancel();
    removeDraft(storage, place);
  }, [autosave, storage, place]);
  const saved = useCallback(() => {
    autosave.stop();
    removeDraft(storage, place);
  }, [autosave, storage, place]);
  return useMemo(() => ({ found, changed: autosave.schedule, flush: autosave.flush, discard, saved }), [found, autosave, discard, saved]);
}
