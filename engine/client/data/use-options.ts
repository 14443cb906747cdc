import { useQuery } from '@tanstack/react-query';
import type { OptionSource } from '../../schema/entity-types';
import type { EntityDataProvider, Option } from './data-provider';
import { optionsQueryKey } from './query-keys';

const NONE: Option[] = [];

/** The options of a select (dictionary, resource or static), cached per source and hospital. */
export function useOptions(
  provider: EntityDataProvider,
  source: OptionSource | undefined,
  hospCode: string | undefined,
): { options: Option[]; loading: boolean } {
  const query = useQuery({
    queryKey: optionsQueryKey(source ?? { values: [] }, hospCode),
    queryFn: () => (source ? provider.options(source, hospCode === undefined ? {} : { hospCode }) : NONE),
    enabled: source !== undefined && !('values' in source),
    staleTime: 5 * 60_000,
  });
  if (source && 'values' in source) return { options: source.values, loading: false };
  return { options: query.data ?? NONE, loading: query.isFetching };
}
