import type { WidgetProps } from '@rjsf/utils';
import type { OptionsLoader } from './options/options-loader';

/** What every widget of an entity form can reach through rjsf's `formContext`. */
export interface EntityFormContext {
  /** Loads dictionary and resource options (the data provider's `options`). */
  loadOptions?: OptionsLoader;
  /** The hospital the form works in: hospital-scoped option lists depend on it. */
  hospCode?: string;
}

export function entityFormContextOf(props: Pick<WidgetProps, 'registry'>): EntityFormContext {
  return (props.registry.formContext ?? {}) as EntityFormContext;
}
