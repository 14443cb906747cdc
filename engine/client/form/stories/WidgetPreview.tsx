import { useState } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { arcoThemeProps } from '../arco-theme';
import type { EntityFormContext } from '../form-context';
import { entityFormValidator } from '../validation/form-validator';
import { transformEntityErrors } from '../validation/transform-errors';

export interface WidgetPreviewProps {
  /** Registered widget name. */
  widget: string;
  /** The field's JSON Schema (type, title, rules). */
  field: RJSFSchema;
  /** ui:options for the widget (optionSource, treeData, rows...). */
  options?: Record<string, unknown>;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  /** Errors shown from the start, to see the error state. */
  errors?: string[];
  formContext?: EntityFormContext;
}

/**
 * One widget inside a one-field Arco-themed form, with the value it holds printed underneath, so a
 * story (and a test) sees exactly what the widget hands to the form.
 */
export function WidgetPreview({ widget, field, options, value, required, disabled, readonly, errors, formContext }: WidgetPreviewProps) {
  const [data, setData] = useState<Record<string, unknown>>(value === undefined ? {} : { value });
  const schema: RJSFSchema = { type: 'object', properties: { value: field }, ...(required ? { required: ['value'] } : {}) };
  const uiSchema: UiSchema = {
    value: { 'ui:widget': widget, 'ui:options': options ?? {}, 'ui:disabled': disabled, 'ui:readonly': readonly },
  };
  return (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <Form
        {...arcoThemeProps()}
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext ?? {}}
        validator={entityFormValidator}
        transformErrors={transformEntityErrors}
        extraErrors={errors ? ({ value: { __errors: errors } } as unknown as ErrorSchema) : undefined}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => setData((event.formData ?? {}) as Record<string, unknown>)}
      />
      <pre data-testid="widget-value">{JSON.stringify(data.value) ?? 'undefined'}</pre>
    </div>
  );
}
