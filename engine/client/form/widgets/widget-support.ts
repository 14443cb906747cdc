import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useEntityText } from '../../i18n/entity-texts';
import { formEntityNameOf } from '../form-context';

/** How a widget asks for its value: typing (请输入…) or choosing (请选择…). */
export type PlaceholderVerb = 'input' | 'select';

/**
 * The placeholder a widget shows: the schema's own (ui:placeholder or widgetOptions.placeholder),
 * translated, else 请输入<title> / 请选择<title> in the current language.
 */
export function useWidgetPlaceholder(
  props: Pick<WidgetProps, 'placeholder' | 'label' | 'options' | 'registry'>,
  verb: PlaceholderVerb,
): string {
  const { t } = useTranslation();
  const entityText = useEntityText(formEntityNameOf(props));
  const own = props.placeholder || (typeof props.options.placeholder === 'string' ? props.options.placeholder : '');
  if (own) return entityText(own);
  const title = entityText(props.label ?? '');
  return verb === 'input' ? t('engine.form.placeholder.input', { title }) : t('engine.form.placeholder.select', { title });
}

/** Arco's `status` for a field with errors, so the control's border turns red like in an Arco Form. */
export const errorStatus = (rawErrors: string[] | undefined): 'error' | undefined =>
  rawErrors && rawErrors.length > 0 ? 'error' : undefined;

/** An emptied control means "no value": the server treats '' as absent, so the form does too. */
export const emptyToUndefined = <T>(value: T | '' | null | undefined): T | undefined =>
  value === '' || value === null ? undefined : value;

/** Options a widget reads from ui:options, typed at the point of use. */
export function optionOf<T>(options: WidgetProps['options'], key: string): T | undefined {
  return options[key] as T | undefined;
}
