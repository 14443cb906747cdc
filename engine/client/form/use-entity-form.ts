import { useCallback, useMemo, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { dialogOf } from '../../schema/dialog-json-schema';
import { applyDialogLocks } from '../../schema/dialog-locks';
import type { EntitySchema } from '../../schema/entity-types';
import type { TreeNode } from '../data/data-provider';
import { lookupLoaderOf, uploaderOf, type EntityFormContext } from './form-context';
import { buildUiSchema } from './model/build-ui-schema';
import { choosableFields, formSchemaOf, isSecretField } from './model/dialog-form-schema';
import { fieldsChosenBy, type FieldChoice } from './model/field-choice';
import { openedFormData, submittedFormData, type FormValues } from './model/form-data';
import { treeOptionsOf } from './model/tree-options';
import { toOptionsLoader, type OptionsSource } from './options/options-loader';
import { validatorForDialog } from './validation/form-validator';
import { hasWidget } from './widget-registry';

export interface EntityFormSettings {
  entity: EntitySchema;
  dialog: string;
  formData?: FormValues;
  hospCode?: string;
  provider: OptionsSource;
  treeData?: TreeNode[];
  onSubmit?: (data: FormValues) => unknown;
  /** Called with the form's values after every change (the dialog keeps its draft from them). */
  onValuesChange?: (values: FormValues) => void;
  /** Messages the server answered, by field: shown under their fields like the form's own. */
  serverErrors?: Record<string, string> | undefined;
  /** Batch dialogs: the fields chosen to change (only those are required and sent). */
  fieldChoice?: FieldChoice | undefined;
}

/** What a caller (the dialog around the form) can do with it. */
export interface EntityFormHandle {
  /**
   * Validates; when valid, calls `onSubmit` with the submitted data and resolves with it after
   * `onSubmit` settles; when not, shows the messages under the fields and resolves undefined.
   * Rejects when `onSubmit` rejects, so the dialog can tell a failed save from a finished one.
   */
  submit(): Promise<FormValues | undefined>;
  /** Back to the data the form was opened with, messages cleared. */
  reset(): void;
}

type Inputs = Pick<EntityFormSettings, 'entity' | 'dialog' | 'formData' | 'hospCode'>;

/** The data with the dialog's locks applied (a locked field always shows, and sends, its value). */
const locked = (entity: EntitySchema, dialog: string, data: FormValues): FormValues =>
  applyDialogLocks(dialogOf(entity, dialog), data).data;
const startData = (settings: Inputs): FormValues => openedFormData(settings.entity, settings.dialog, settings.formData, settings.hospCode);
/** The record is compared by value: a caller writing `formData={{ parentId }}` must not reset the form on every render. */
const sameInputs = (a: Inputs, b: Inputs) =>
  a.entity === b.entity &&
  a.dialog === b.dialog &&
  a.hospCode === b.hospCode &&
  (a.formData === b.formData || JSON.stringify(a.formData) === JSON.stringify(b.formData));

/**
 * The logic of an entity form, without its view: the dialog's JSON Schema and uiSchema, the data
 * (opened from `formData`, reset when the caller opens it on another record), the dialog's locks
 * (a locked field shows its value, disabled), validation on submit and then live on every change,
 * and the submitted data (dialog fields, no empty values). Around that: the server's messages shown
 * at their fields, an edit's password that may stay blank, and a batch's field choice (editing a
 * field chooses it; only chosen fields are required).
 */
export function useEntityForm(settings: EntityFormSettings) {
  const { entity, dialog, hospCode, provider, treeData, onSubmit, onValuesChange, serverErrors, fieldChoice } = settings;
  const { t } = useTranslation();
  const formRef = useRef<Form>(null);
  const [opened, setOpened] = useState<Inputs>(settings);
  const [data, setData] = useState<FormValues>(() => startData(settings));
  const [submitted, setSubmitted] = useState(false);
  const [generation, setGeneration] = useState(0);
  // The values as last seen, to tell which field a change touched (batch dialogs choose it).
  const latest = useRef(data);

  // Opened on another record (or dialog): start over, during render so no stale frame shows.
  if (!sameInputs(opened, settings)) {
    const started = startData(settings);
    setOpened(settings);
    setData(started);
    latest.current = started;
    setSubmitted(false);
    setGeneration((value) => value + 1);
  }

  const chosenKey = fieldChoice ? fieldChoice.chosen.join(',') : undefined;
  const schema = useMemo(
    () => formSchemaOf(entity, dialog, chosenKey === undefined ? {} : { chosen: chosenKey ? chosenKey.split(',') : [] }) as RJSFSchema,
    [entity, dialog, chosenKey],
  );
  const validator = validatorForDialog(schema);
  const recordId = typeof settings.formData?.id === 'string' ? settings.formData.id : undefined;
  const rootTitle = t('engine.form.treeRoot');
  const treeOptions = useMemo(
    () => (treeData ? treeOptionsOf(treeData, { labelField: entity.tree?.labelField ?? 'id', rootTitle, excludeId: recordId }) : undefined),
    [treeData, entity, rootTitle, recordId],
  );
  const lockedFields = applyDialogLocks(dialogOf(entity, dialog), data).locked.join(',');
  const keepPassword = t('engine.form.keepPassword');
  const uiSchema: UiSchema = useMemo(
    () =>
      withKeepPasswordHint(
        entity,
        dialog,
        buildUiSchema(entity, dialog, {
          treeData: treeOptions,
          isRegistered: hasWidget,
          locked: lockedFields ? lockedFields.split(',') : [],
        }),
        keepPassword,
      ),
    [entity, dialog, treeOptions, lockedFields, keepPassword],
  );
  const loadOptions = useMemo(() => toOptionsLoader(provider), [provider]);
  // Widgets that depend on other fields (a region cascader) read the data and set fields through rjsf.
  const setFieldValue = useCallback((name: string, value: unknown) => formRef.current?.setFieldValue([name], value as never), []);
  const upload = typeof provider === 'function' ? undefined : uploaderOf(provider);
  const loadLookupOptions = useMemo(
    () => (typeof provider === 'function' ? undefined : lookupLoaderOf(provider, entity)),
    [provider, entity],
  );
  const choosable = useMemo(() => choosableFields(entity, dialog), [entity, dialog]);
  const startValues = useMemo(() => startData(opened), [opened]);
  const choice = useMemo(() => {
    if (!fieldChoice) return undefined;
    const toggle = (name: string, on: boolean) => {
      // An unticked field goes back to what the form opened with: nothing of it is sent.
      if (!on) {
        const next = { ...latest.current };
        if (startValues[name] === undefined) delete next[name];
        else next[name] = startValues[name];
        latest.current = next;
        setData(next);
        onValuesChange?.(next);
      }
      fieldChoice.onChoose(name, on);
    };
    return { choosable, chosen: fieldChoice.chosen, toggle };
  }, [fieldChoice, choosable, startValues, onValuesChange]);
  const formContext: EntityFormContext = useMemo(
    () => ({
      entityName: entity.name,
      loadOptions,
      hospCode,
      formData: data,
      setFieldValue,
      upload,
      validated: submitted,
      ...(loadLookupOptions ? { loadLookupOptions } : {}),
      ...(choice ? { fieldChoice: choice } : {}),
    }),
    [entity.name, loadOptions, hospCode, data, setFieldValue, upload, submitted, choice, loadLookupOptions],
  );
  const extraErrors = useMemo(() => errorSchemaOf(serverErrors), [serverErrors]);

  const onChange = useCallback(
    (event: IChangeEvent) => {
      const next = locked(entity, dialog, (event.formData ?? {}) as FormValues);
      if (fieldChoice) {
        const properties = Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>);
        const defaults = Object.fromEntries(
          properties.filter(([, property]) => property.default !== undefined).map(([name, property]) => [name, property.default]),
        );
        const lockedNow = applyDialogLocks(dialogOf(entity, dialog), next).locked;
        for (const name of fieldsChosenBy({
          previous: latest.current,
          next,
          choosable,
          chosen: fieldChoice.chosen,
          locked: lockedNow,
          defaults,
        })) {
          fieldChoice.onChoose(name, true);
        }
      }
      latest.current = next;
      setData(next);
      onValuesChange?.(next);
    },
    [entity, dialog, fieldChoice, schema, choosable, onValuesChange],
  );

  const finish = useCallback(
    async (values: FormValues | undefined) => {
      const result = submittedFormData(entity, dialog, locked(entity, dialog, values ?? {}));
      await onSubmit?.(result);
      return result;
    },
    [entity, dialog, onSubmit],
  );

  const submit = useCallback(async () => {
    setSubmitted(true);
    const form = formRef.current;
    if (!form?.validateForm()) return undefined;
    return finish(form.state.formData as FormValues | undefined);
  }, [finish]);

  const reset = useCallback(() => {
    const started = startData({ entity, dialog, formData: settings.formData, hospCode });
    latest.current = started;
    setData(started);
    setSubmitted(false);
    setGeneration((value) => value + 1);
  }, [entity, dialog, settings.formData, hospCode]);

  /** A native submit (Enter in a text box) goes the same way as the handle's submit. */
  // Nobody awaits this path: a failed save has already been shown to the user by the data provider.
  const onNativeSubmit = useCallback(
    (event: IChangeEvent) => void finish(event.formData as FormValues | undefined).catch(() => undefined),
    [finish],
  );
  const onError = useCallback(() => setSubmitted(true), []);
  // One object while submit and reset stay the same, so the caller's imperative handle is not rebuilt each render.
  const handle = useMemo(() => ({ submit, reset }) satisfies EntityFormHandle, [submit, reset]);

  return {
    formRef,
    schema,
    validator,
    uiSchema,
    formContext,
    extraErrors,
    data,
    onChange,
    onNativeSubmit,
    onError,
    /** Validation runs on submit first, then on every change (seed: "validated on change"). */
    liveValidate: submitted ? ('onChange' as const) : false,
    /** Changes when the form starts over, so the caller can remount rjsf's Form with fresh state. */
    generation,
    handle,
  };
}

/** The server's messages as rjsf's extra errors: each under its field. */
function errorSchemaOf(messages: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!messages || Object.keys(messages).length === 0) return undefined;
  return Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { __errors: [message] }])) as ErrorSchema;
}

/** An edit's password says that blank keeps the stored one (不修改请留空). */
function withKeepPasswordHint(entity: EntitySchema, dialog: string, uiSchema: UiSchema, hint: string): UiSchema {
  if (dialog !== 'edit') return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const name of Object.keys(uiSchema)) {
    if (name.startsWith('ui:') || !isSecretField(entity, dialog, name)) continue;
    next[name] = { ...uiSchema[name], 'ui:placeholder': hint };
  }
  return next;
}
