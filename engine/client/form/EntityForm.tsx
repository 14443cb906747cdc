import { forwardRef, useImperativeHandle } from 'react';
import Form from '@rjsf/core';
import type { EntitySchema } from '../../schema/entity-types';
import type { TreeNode } from '../data/data-provider';
import { arcoThemeProps } from './arco-theme';
import type { FieldChoice } from './model/field-choice';
import type { FormValues } from './model/form-data';
import type { OptionsSource } from './options/options-loader';
import { useEntityForm, type EntityFormHandle } from './use-entity-form';
import { transformEntityErrors } from './validation/transform-errors';

/**
 * Props of EntityForm: one dialog of an entity schema as a validated Arco form, with no buttons of
 * its own (the dialog around it has 确定/取消 and calls `ref.current.submit()`).
 */
export interface EntityFormProps {
  /** The entity schema (a file of schemas/). */
  entity: EntitySchema;
  /** Which of its dialogs: 'add', 'edit', 'batch' or an action's dialog such as 'resetPass'. */
  dialog: string;
  /** The record being edited (null and '' count as empty); omitted for add. Changing it starts the form over. */
  formData?: FormValues;
  /** The current hospital: option lists are loaded for it, and a hospital-scoped entity's hospCode defaults to it. */
  hospCode?: string;
  /** Where select options come from: the data provider, or just an options loader function. */
  provider: OptionsSource;
  /** The entity's own tree (treeQuery rows) for `{tree: 'self'}` fields such as parentId. */
  treeData?: TreeNode[];
  /**
   * Called with the valid data: the dialog's fields only, without empty values (the caller adds
   * id / idList). May return a promise; `submit()` resolves after it settles.
   */
  onSubmit?: (data: FormValues) => unknown;
  /** Every field read-only (a detail view). */
  disabled?: boolean;
  /** Called with the form's values after every change (the dialog keeps its draft from them). */
  onValuesChange?: (values: FormValues) => void;
  /** Messages the server answered, by field: shown under their fields. */
  serverErrors?: Record<string, string> | undefined;
  /** Batch dialogs: the fields chosen to change, with a 修改 tick per field; only those are required. */
  fieldChoice?: FieldChoice | undefined;
}

export type { EntityFormHandle };

const NO_INVENTED_ITEMS = { arrayMinItems: { populate: 'never' as const } };

/** The form half of the engine: an rjsf Form with the Arco theme over dialogJsonSchema. */
export const EntityForm = forwardRef<EntityFormHandle, EntityFormProps>(function EntityForm(props, ref) {
  const form = useEntityForm(props);
  useImperativeHandle(ref, () => form.handle, [form.handle]);
  return (
    <Form
      key={form.generation}
      ref={form.formRef}
      {...arcoThemeProps()}
      idPrefix={`${props.entity.name}-${props.dialog}`}
      className="entity-form"
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={form.data}
      formContext={form.formContext}
      extraErrors={form.extraErrors}
      validator={form.validator}
      transformErrors={transformEntityErrors}
      liveValidate={form.liveValidate}
      showErrorList={false}
      noHtml5Validate
      // A list's minItems is a rule the user meets by adding items, not empty items rjsf would invent.
      experimental_defaultFormStateBehavior={NO_INVENTED_ITEMS}
      disabled={props.disabled}
      onChange={form.onChange}
      onSubmit={form.onNativeSubmit}
      onError={form.onError}
    />
  );
});
