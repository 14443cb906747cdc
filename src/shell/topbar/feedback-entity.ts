import { useQuery } from '@tanstack/react-query';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import { fetchEntitySchema } from '../../screens/entity-api';

export const FEEDBACK_ENTITY = 'hosp-feedback';

/** The feedback schema (its submit dialog, its `submit` and `mine` endpoints), fetched once when a dialog first opens. */
export function useFeedbackEntity(enabled: boolean): EntitySchema | undefined {
  const { data } = useQuery({
    queryKey: ['entity-schema', FEEDBACK_ENTITY],
    queryFn: () => fetchEntitySchema(FEEDBACK_ENTITY),
    staleTime: Infinity,
    enabled,
  });
  return data;
}
