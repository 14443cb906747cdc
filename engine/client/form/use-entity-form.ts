import { useCallback, useMemo, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { dialogJsonSchema, dialogOf } from '../../schema/dialog-json-schema';
import { applyDialogLocks } from '../../schema/dialog-locks';
import type { EntitySchema } from '../../schema/entity-types';
import type { TreeNode } from '../data/data-provider';
import { uploaderOf, type EntityFormContext } from './form-context';
import { buildUiSchema } from './model/build-ui-schema';
import { initialFormData, submittedFormData, type FormValues } from './model/form-data';
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
  onSubmit?: (data: FormValues) => void | Promise<unknown>;
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
const locked = (entity: EntitySchema, dialog: string, data: FormValues): FormValues => applyDialogLocks(dialogOf(entity, dialog), data).data;
const startData = (settings: Inputs): FormValues =>
  locked(settings.entity, settings.dialog, initialFormData(settings.entity, settings.dialog, settings.formData, settings.hospCode));
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
 * and the submitted data (dialog fields, no empty values).
 */
export function useEntityForm(settings: EntityFormSettings) {
  const { entity, dialog, hospCode, provider, treeData, onSubmit } = settings;
  const { t } = useTranslation();
  const formRef = useRef<Form>(null);
  const [opened, setOpened] = useState<Inputs>(settings);
  const [data, setData] = useState<FormValues>(() => startData(settings));
  const [submitted, setSubmitted] = useState(false);
  const [generation, setGeneration] = useState(0);

  // Opened on another record (or dialog): start over, during render so no stale frame shows.
  if (!sameInputs(opened, settings)) {
    setOpened(settings);
    setData(startData(settings));
    setSubmitted(false);
    setGeneration((value) => value + 1);
  }

  const schema = useMemo(() => dialogJsonSchema(entity, dialog) as RJSFSchema, [entity, dialog]);
  const validator = validatorForDialog(schema);
  const recordId = typeof settings.formData?.id === 'string' ? settings.formData.id : undefined;
  const rootTitle = t('engine.form.treeRoot');
  const treeOptions = useMemo(
    () => (treeData ? treeOptionsOf(treeData, { labelField: entity.tree?.labelField ?? 'id', rootTitle, excludeId: recordId }) : undefined),
    [treeData, entity, rootTitle, recordId],
  );
  const lockedFields = applyDialogLocks(dialogOf(entity, dialog), data).locked.join(',');
  const uiSchema: UiSchema = useMemo(
    () => buildUiSchema(entity, dialog, { treeData: treeOptions, isRegistered: hasWidget, locked: lockedFields ? lockedFields.split(',') : [] }),
    [entity, dialog, treeOptions, lockedFields],
  );
  const loadOptions = useMemo(() => toOptionsLoader(provider), [provider]);
  // Widgets that depend on other fields (a region cascader) read the data and set fields through rjsf.
  const setFieldValue = useCallback((name: string, value: unknown) => formRef.current?.setFieldValue([name], value as never), []);
  const upload = typeof provider === 'function' ? undefined : uploaderOf(provider);
  const formContext: EntityFormContext = useMemo(
    () => ({ entityName: entity.name, loadOptions, hospCode, formData: data, setFieldValue, upload, validated: submitted }),
    [entity.name, loadOptions, hospCode, data, setFieldValue, upload, submitted],
  );

  const onChange = useCallback((event: IChangeEvent) => setData(locked(entity, dialog, (event.formData ?? {}) as FormValues)), [entity, dialog]);

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
    if (!form || !form.validateForm()) return undefined;
    return finish(form.state.formData as FormValues | undefined);
  }, [finish]);

  const reset = useCallback(() => {
    setData(startData({ entity, dialog, formData: settings.formData, hospCode }));
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

  return {
    formRef,
    schema,
    validator,
    uiSchema,
    formContext,
    data,
    onChange,
    onNativeSubmit,
    onError,
    /** Validation runs on submit first, then on every change (seed: "validated on change"). */
    liveValidate: submitted ? ('onChange' as const) : false,
    /** Changes when the form starts over, so the caller can remount rjsf's Form with fresh state. */
    generation,
    handle: { submit, reset } satisfies EntityFormHandle,
  };
}
