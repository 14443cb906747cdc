import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef } from 'react';
import type { OptionSource } from '../../../engine/schema/entity-types';
import { entityFormContextOf, SelectWidget, optionOf } from '../../../engine/client/form-widgets';

/** The hospital chosen in the form's `hospitalField`, if any. */
function hospitalOf(formData: Record<string, unknown> | undefined, hospitalField: string): string | undefined {
  const value = formData?.[hospitalField];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * `hospResourceSelect`: a selector resource (`widgetOptions.resource`) loaded for the hospital
 * chosen in another field of the same form (`widgetOptions.hospitalField`, default hospCode),
 * e.g. a mini-program role's interface configuration. Disabled until a hospital is chosen; a
 * change of hospital clears the value, which belonged to the old one.
 */
export function HospResourceSelectWidget(props: WidgetProps) {
  const context = entityFormContextOf(props);
  const hospitalField = optionOf<string>(props.options, 'hospitalField') ?? 'hospCode';
  const resource = optionOf<string>(props.options, 'resource') ?? '';
  const hospCode = hospitalOf(context.formData, hospitalField);
  const source = useMemo<OptionSource>(() => (hospCode ? { resource } : { values: [] }), [hospCode, resource]);
  const previous = useRef(hospCode);
  useEffect(() => {
    if (previous.current === hospCode) return;
    if (previous.current !== undefined && props.value) props.onChange(undefined);
    previous.current = hospCode;
  }, [hospCode, props.value, props.onChange]);
  return (
    <SelectWidget
      {...props}
      disabled={props.disabled || !hospCode}
      options={{ ...props.options, optionSource: source }}
      registry={{ ...props.registry, formContext: { ...context, hospCode } }}
    />
  );
}
