import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, PagedResult, QueryBody } from '../data/data-provider';
import { entityQueryKeys } from '../data/query-keys';
import type { ListState } from './list-reducer';
import { readListParams } from './list-params';
import { buildQueryBody } from './query-body';

const NO_QUERY: QueryBody = { pagedQueryInfo: { index: 1, pageSize: 0 } };
const NOTHING: PagedResult = { list: [], total: 0 };

/** The server-side page for the applied state, through react-query (hospital in the key). */
export function useListQuery(entity: EntitySchema, provider: EntityDataProvider, hospCode: string | undefined, state: ListState) {
  const { applied, page, pageSize, sort } = state;
  const [searchParams] = useSearchParams();
  // Link parameters (list.params) ride along from the URL; the filter bar does not own them.
  const linkParams = JSON.stringify(readListParams(entity, searchParams));
  const body = useMemo(
    () =>
      applied === null
        ? null
        : {
            ...(JSON.parse(linkParams) as Record<string, string>),
            ...buildQueryBody(entity, { filters: applied, page, pageSize, sort }, hospCode),
          },
    [entity, applied, page, pageSize, sort, hospCode, linkParams],
  );
  // A hospital-scoped list waits for its hospital instead of asking the server for an error.
  const ready = body !== null && (entity.scope !== 'hospital' || Boolean(body.hospCode));
  const query = useQuery({
    queryKey: entityQueryKeys(entity).list(hospCode, body ?? NO_QUERY),
    queryFn: () => provider.query(entity, body ?? NO_QUERY),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const result = query.data ?? NOTHING;
  // A list that has not been queried yet (or has no hospital) has nothing to refresh.
  const refetch = () => (ready ? query.refetch() : Promise.resolve());
  return { result, loading: query.isFetching, refetch };
}
