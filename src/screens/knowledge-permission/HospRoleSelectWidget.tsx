import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import type { OptionSource } from '../../../engine/schema/entity-types';
import { entityFormContextOf, useFieldOptions, SelectWidget, optionOf } from '../../../engine/client/form-widgets';

const ROLES: OptionSource = { resource: 'role' };

/** The hospital whose roles are offered: the form's value of `hospitalField`, or none (then the select waits for one). */
export function roleHospitalOf(formData: Record<string, unknown> | undefined, hospitalField: string): string | undefined {
  const value = formData?.[hospitalField];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * `hospRoleSelect`: a role of the hospital chosen in another field of the form
 * (`widgetOptions.hospitalField`), from the `role` selector resource; `widgetOptions.labelField`
 * receives the role's name alongside (a knowledge permission's roleId and roleName). Roles are
 * per hospital, so the select is disabled until a hospital is chosen.
 */
export function HospRoleSelectWidget(props: WidgetProps) {
  const context = entityFormContextOf(props);
  const hospitalField = optionOf<string>(props.options, 'hospitalField') ?? 'hospCode';
  const labelField = optionOf<string>(props.options, 'labelField');
  const hospCode = roleHospitalOf(context.formData, hospitalField);
  const roles = useFieldOptions(hospCode ? ROLES : undefined, context.loadOptions, hospCode);
  // Another hospital: the chosen role was the old hospital's, so it goes.
  const previous = useRef(hospCode);
  useEffect(() => {
    if (previous.current === hospCode) return;
    if (previous.current !== undefined && props.value) {
      props.onChange(undefined);
      if (labelField) context.setFieldValue?.(labelField, undefined);
    }
    previous.current = hospCode;
  }, [hospCode, props.value, props.onChange, labelField, context.setFieldValue]);
  return (
    <SelectWidget
      {...props}
      disabled={props.disabled || !hospCode}
      options={{ ...props.options, optionSource: hospCode ? ROLES : { values: [] } }}
      registry={{ ...props.registry, formContext: { ...context, hospCode } }}
      onChange={(next: unknown) => {
        props.onChange(next);
        if (labelField) context.setFieldValue?.(labelField, roles.options.find((option) => option.value === next)?.label);
      }}
    />
  );
}
