import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogFields } from '../../schema/dialog-json-schema';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, Row } from '../data/data-provider';
import type { EntityFormHandle } from '../form/EntityForm';
import { sameValue } from '../form/model/changed-fields';
import { chosenChanges, editChanges } from '../form/model/dialog-changes';
import { comparableFields } from '../form/model/dialog-form-schema';
import type { FieldChoice } from '../form/model/field-choice';
import { openedFormData, withFieldDefaults, type FormValues } from '../form/model/form-data';
import { useEntityText } from '../i18n/entity-texts';
import { askFirst } from './ask-first';
import { applyChoices, mergeEdit, type FieldConflict } from './conflicts/three-way-merge';
import type { DraftPlace } from './drafts/draft-store';
import { useDialogDraft } from './drafts/use-dialog-draft';
import {
  conflictsOf,
  failureOf,
  outcomeOf,
  rowVersionOf,
  type RowConflict,
  type SaveOutcome,
  type SaveVersions,
  type WriteFailure,
} from './save-outcome';
import { fieldOfMessage } from './server-message-field';

export interface FormDialogSettings {
  entity: EntitySchema;
  /** The schema dialog: 'add', 'edit', 'batch' or an action's dialog. */
  dialog: string;
  /** The record the dialog opened on (edit, form actions), or the values an add starts with. */
  formData?: FormValues | undefined;
  hospCode?: string | undefined;
  provider: EntityDataProvider;
  /** Batch dialogs: how many records the submit writes (`{count}` in the dialog's notice and confirm). */
  count?: number | undefined;
  /** Batch: the records (kept with the draft, to reopen it) and their versions as selected. */
  ids?: string[] | undefined;
  rowVersions?: Record<string, number> | undefined;
  /** Send only what changed, with the row's version; a 409 is merged or resolved field by field. */
  sendsChanges?: boolean | undefined;
  /** Choose the fields to change (batch dialogs by default). */
  choosesFields?: boolean | undefined;
  /** A form action's name, kept with the draft so the screen can reopen it. */
  actionName?: string | undefined;
  /**
   * Sends the data (with the versions it was made against). The dialog closes when the save
   * succeeds; it stays open with everything typed when it resolves `false` or a failed
   * SaveOutcome, or rejects (the message then shows at its field, or above the form).
   */
  onSubmit(data: FormValues, versions: SaveVersions): Promise<unknown> | unknown;
  onClose(): void;
}

/** The edit conflict on screen: the fields both sides changed, and those where the user keeps theirs. */
export interface EditConflict {
  conflicts: FieldConflict[];
  keepTheirs: ReadonlySet<string>;
}

/** A silent merge is tried this many times in a row (each against the newest row) before the user is asked. */
const SILENT_MERGES = 3;

const withoutChildren = (row: FormValues | undefined): Row | undefined => {
  if (!row || typeof row.id !== 'string') return undefined;
  const { children: _children, ...rest } = row;
  return rest as Row;
};

/**
 * The logic of a schema dialog, without its view: what it opens with (a draft restored over the
 * record), what a save sends (everything, only what changed, or the chosen fields), and what a
 * refused save does: the dialog stays open with everything typed, a message at its field or
 * above the form, a 409 merged silently or shown field by field (batch: row by row).
 */
export function useFormDialog(settings: FormDialogSettings) {
  const { entity, dialog, formData, hospCode, provider, onSubmit, onClose } = settings;
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const definition = entity.dialogs[dialog];
  const choosing = settings.choosesFields ?? dialog === 'batch';
  const changesOnly = settings.sendsChanges === true && !choosing;
  const rowId = dialog !== 'add' && !choosing && typeof formData?.id === 'string' ? formData.id : undefined;
  const place = useMemo<DraftPlace>(() => ({ entity: entity.name, hospCode, dialog, rowId }), [entity.name, hospCode, dialog, rowId]);
  /** The form as it opens on a record: the dialog's fields, locks and the fields' defaults (compared with what the user made of it). */
  const openedOn = useCallback(
    (record: FormValues | undefined) => withFieldDefaults(entity, dialog, openedFormData(entity, dialog, record, hospCode)),
    [entity, dialog, hospCode],
  );
  const pristine = useMemo(() => openedOn(formData), [openedOn, formData]);
  const fields = useMemo(() => dialogFields(entity, dialog), [entity, dialog]);
  /** The values as a record the form opens on: the row underneath, emptied fields null. */
  const recordOf = useCallback(
    (values: FormValues): FormValues => ({ ...formData, ...Object.fromEntries(fields.map((name) => [name, null])), ...values }),
    [formData, fields],
  );

  // Everything a draft write or an async save reads is kept in refs: they always see the latest.
  const values = useRef<FormValues>(pristine);
  const base = useRef<FormValues>(pristine);
  const rowVersion = useRef<number | undefined>(rowVersionOf(formData));
  const versions = useRef<Record<string, number> | undefined>(settings.rowVersions);
  const chosenRef = useRef<string[]>([]);
  const draft = useDialogDraft({
    entity,
    dialog,
    place,
    storage: provider.drafts,
    pristine,
    snapshot: () => ({
      values: values.current,
      dirty: chosenRef.current.length > 0,
      extras: {
        row: rowId ? withoutChildren(formData) : undefined,
        base: changesOnly ? base.current : undefined,
        rowVersion: changesOnly ? rowVersion.current : undefined,
        action: settings.actionName,
        ids: choosing ? settings.ids : undefined,
        rowVersions: choosing ? versions.current : undefined,
        chosen: choosing ? chosenRef.current : undefined,
      },
    }),
  });

  const [opening] = useState((): { shown: FormValues | undefined; restored: boolean; conflict?: EditConflict } => {
    const found = draft.found;
    if (!found) return { shown: formData, restored: false };
    // An add opened with values of its own (a child under this parent) keeps them over the draft's.
    const draftRecord = dialog === 'add' ? { ...found.values, ...formData } : { ...formData, ...found.values };
    const mine = openedOn(draftRecord);
    values.current = mine;
    if (choosing) {
      chosenRef.current = found.chosen ?? [];
      versions.current = settings.rowVersions ?? found.rowVersions;
    }
    if (!changesOnly || !found.base) return { shown: draftRecord, restored: true };
    const current = rowVersionOf(formData);
    if (current === undefined || found.rowVersion === undefined || current === found.rowVersion) {
      base.current = found.base;
      rowVersion.current = found.rowVersion ?? current;
      return { shown: draftRecord, restored: true };
    }
    // Reopened on a row saved since the draft began: the draft is merged into it at once.
    const decision = mergeEdit({ fields: comparableFields(entity, dialog), base: found.base, mine, theirs: pristine });
    values.current = decision.values;
    const conflict = decision.kind === 'conflicts' ? { conflicts: decision.conflicts, keepTheirs: new Set<string>() } : undefined;
    return { shown: recordOf(decision.values), restored: true, ...(conflict ? { conflict } : {}) };
  });
  const [shown, setShown] = useState<FormValues | undefined>(opening.shown);
  const [restored, setRestored] = useState(opening.restored);
  const [chosen, setChosen] = useState<string[]>(chosenRef.current);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [conflict, setConflict] = useState<EditConflict | undefined>(opening.conflict);
  const [batchConflict, setBatchConflict] = useState<{ rows: RowConflict[]; body: FormValues } | undefined>();
  const [sending, setSending] = useState(false);
  const form = useRef<EntityFormHandle>(null);

  /** Starts the form over on these values (a restored draft discarded, a conflict merged or chosen). */
  const showValues = useCallback(
    (next: FormValues) => {
      values.current = next;
      setShown(recordOf(next));
    },
    [recordOf],
  );

  const onValuesChange = useCallback(
    (next: FormValues) => {
      const previous = values.current;
      values.current = next;
      // A field's server message goes once the user changes that field.
      setServerErrors((errors) => {
        const kept = Object.fromEntries(Object.entries(errors).filter(([name]) => sameValue(previous[name], next[name])));
        return Object.keys(kept).length === Object.keys(errors).length ? errors : kept;
      });
      draft.changed();
    },
    [draft],
  );

  const onChoose = useCallback(
    (name: string, on: boolean) => {
      const next = on ? [...new Set([...chosenRef.current, name])] : chosenRef.current.filter((item) => item !== name);
      chosenRef.current = next;
      setChosen(next);
      draft.changed();
    },
    [draft],
  );
  const fieldChoice: FieldChoice | undefined = useMemo(() => (choosing ? { chosen, onChoose } : undefined), [choosing, chosen, onChoose]);

  const showFailure = useCallback(
    (failure: WriteFailure) => {
      if (!failure.msg) return;
      const field = fieldOfMessage(entity, dialog, failure.msg);
      if (field) setServerErrors({ [field]: failure.msg });
      else setAlert(failure.msg);
    },
    [entity, dialog],
  );
  const nothingToChange = useCallback(() => setAlert(t('engine.dialog.nothingToChange')), [t]);

  const send = async (body: FormValues, sentVersions: SaveVersions, mine: FormValues, merges = 0): Promise<void> => {
    let outcome: SaveOutcome;
    try {
      outcome = outcomeOf(await onSubmit(body, sentVersions));
    } catch (error) {
      outcome = { ok: false, failure: failureOf(error) };
    }
    if (outcome.ok) {
      draft.saved();
      onClose();
      return;
    }
    const conflicts = conflictsOf(outcome.failure);
    if (conflicts.length > 0 && changesOnly) return resolveEditConflict(conflicts[0]!.current, mine, merges);
    if (conflicts.length > 0 && choosing) {
      setBatchConflict({ rows: conflicts, body });
      return;
    }
    showFailure(outcome.failure);
  };

  /** A 409 on an edit: merge silently when the other save touched none of my fields, else show the fields. */
  const resolveEditConflict = async (current: Row, mine: FormValues, merges: number): Promise<void> => {
    const theirs = openedOn(current);
    const decision = mergeEdit({ fields: comparableFields(entity, dialog), base: base.current, mine, theirs });
    base.current = theirs;
    rowVersion.current = rowVersionOf(current);
    showValues(decision.values);
    draft.changed();
    if (decision.kind === 'merged' && merges < SILENT_MERGES) {
      const body = editChanges(entity, dialog, theirs, decision.values);
      if (Object.keys(body).length === 0) return nothingToChange();
      return send(body, rowVersion.current === undefined ? {} : { rowVersion: rowVersion.current }, decision.values, merges + 1);
    }
    setConflict({ conflicts: decision.kind === 'conflicts' ? decision.conflicts : [], keepTheirs: new Set() });
  };

  /** The form's valid data (EntityForm's onSubmit): what to send, asked first when the dialog says so. */
  const submit = async (data: FormValues): Promise<void> => {
    setAlert(undefined);
    setServerErrors({});
    let body = data;
    let sentVersions: SaveVersions = {};
    if (choosing) {
      body = chosenChanges(entity, dialog, data, chosenRef.current);
      if (versions.current) sentVersions = { rowVersions: versions.current };
    } else if (changesOnly) {
      body = editChanges(entity, dialog, base.current, data);
      if (rowVersion.current !== undefined) sentVersions = { rowVersion: rowVersion.current };
    }
    if ((choosing || changesOnly) && Object.keys(body).length === 0) return nothingToChange();
    if (definition?.confirm) {
      const texts = { title: t('engine.confirm.title'), ok: t('engine.confirm.ok'), cancel: t('engine.confirm.cancel') };
      const question = text(definition.confirm).replaceAll('{count}', String(settings.count ?? 0));
      if (!(await askFirst(question, texts))) return;
    }
    await send(body, sentVersions, data);
  };

  const busy = async (work: () => Promise<unknown>) => {
    setSending(true);
    try {
      await work();
    } finally {
      setSending(false);
    }
  };

  return {
    form,
    shown,
    sending,
    alert,
    serverErrors,
    fieldChoice,
    restored,
    conflict,
    batchConflict,
    onValuesChange,
    submit,
    /** 确定 (and the conflict panel's 保存): validate, then send. */
    confirm: () => busy(async () => form.current?.submit()),
    cancel: () => {
      draft.flush();
      onClose();
    },
    discardDraft: () => {
      draft.discard();
      base.current = pristine;
      rowVersion.current = rowVersionOf(formData);
      versions.current = settings.rowVersions;
      chosenRef.current = [];
      setChosen([]);
      setRestored(false);
      setConflict(undefined);
      setBatchConflict(undefined);
      setAlert(undefined);
      setServerErrors({});
      values.current = pristine;
      setShown(formData);
    },
    /** The conflict panel: a field takes theirs (true) or mine (false); the form shows the choice. */
    keepTheirs: (field: string, keep: boolean) => {
      if (!conflict) return;
      const next = new Set(conflict.keepTheirs);
      if (keep) next.add(field);
      else next.delete(field);
      setConflict({ ...conflict, keepTheirs: next });
      showValues(applyChoices(values.current, conflict.conflicts, next));
      draft.changed();
    },
    /** Batch conflict: save over the other changes, with the versions the server answered. */
    applyAnyway: () =>
      busy(async () => {
        if (!batchConflict) return;
        const renewed = Object.fromEntries(
          batchConflict.rows.flatMap((row) => (typeof row.current.rowVersion === 'number' ? [[row.id, row.current.rowVersion]] : [])),
        );
        versions.current = { ...versions.current, ...renewed };
        setBatchConflict(undefined);
        await send(batchConflict.body, { rowVersions: versions.current }, values.current);
      }),
    dismissBatchConflict: () => setBatchConflict(undefined),
  };
}

export type FormDialogController = ReturnType<typeof useFormDialog>;
