import { useMemo } from 'react';
import { lookupLoaderOf } from '../../form/form-context';
import { useLookupOptions } from '../../form/options/use-lookup-options';
import { LookupSelect } from '../../form/widgets/LookupSelect';
import { useListContext } from '../list-context';
import { asText } from './filter-values';
import type { FilterWidgetProps } from './filter-widget-types';

/**
 * A lookup field as a filter: the same picker as in the forms (the looked-up entity's records by
 * their label, searched and paged on the server); the list is filtered by the chosen record's id.
 */
export function LookupFilter({ name, value, onChange, disabled, placeholder, provider, hospCode }: FilterWidgetProps) {
  const { list } = useListContext();
  const loader = useMemo(() => lookupLoaderOf(provider, list.entity), [provider, list.entity]);
  // A platform user's hospital-scoped list works in the hospital chosen in the filter bar.
  const hospital = hospCode ?? asText(list.state.draft.hospCode);
  const chosen = asText(value);
  const picker = useLookupOptions(loader, name, hospital, chosen);
  return (
    <LookupSelect id={`filter-${name}`} value={chosen} picker={picker} placeholder={placeholder} disabled={disabled} onChange={onChange} />
  );
}
