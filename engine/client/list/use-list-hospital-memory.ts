import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch } from 'react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { optionsQueryKey } from '../data/query-keys';
import { CHOOSABLE_HOSPITALS, rememberedChoice } from '../hospital/hospital-memory';
import type { ListAction, ListState } from './list-reducer';

const HOSPITAL_FILTER = 'hospCode';

const filtersByHospital = (entity: EntitySchema): boolean =>
  [...(entity.list?.filters ?? []), ...(entity.list?.advancedFilters ?? [])].includes(HOSPITAL_FILTER);

/**
 * A hospital-scoped list whose hospital is a filter (roles, hospital users): a page without
 * hosp_code and without a hospital in its filters opens on the hospital last searched here (if the
 * user may still choose it) instead of empty; every hospital searched is remembered.
 */
export function useListHospitalMemory(
  entity: EntitySchema,
  provider: EntityDataProvider,
  pageHospCode: string | undefined,
  state: ListState,
  dispatch: Dispatch<ListAction>,
): void {
  const memory = provider.hospitalMemory;
  const active = entity.scope === 'hospital' && pageHospCode === undefined && memory !== undefined && filtersByHospital(entity);
  const [preselecting, setPreselecting] = useState(
    active && state.draft[HOSPITAL_FILTER] === undefined && state.applied?.[HOSPITAL_FILTER] === undefined,
  );
  // The filter's select asks for the same options (same key): one request serves both.
  const choosable = useQuery({
    queryKey: optionsQueryKey(CHOOSABLE_HOSPITALS, undefined),
    queryFn: () => provider.options(CHOOSABLE_HOSPITALS, {}),
    enabled: preselecting,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (!preselecting || choosable.isPending) return;
    setPreselecting(false);
    // The user picked a hospital meanwhile: theirs stands.
    if (state.draft[HOSPITAL_FILTER] !== undefined) return;
    const remembered = choosable.isSuccess ? rememberedChoice(memory?.recall(entity.name), choosable.data) : undefined;
    if (!remembered) return;
    dispatch({ type: 'draftChanged', field: HOSPITAL_FILTER, value: remembered });
    // A list already queried (the usual opening) queries again with it; one waiting for 查询 keeps waiting.
    if (state.applied !== null) dispatch({ type: 'searched' });
  }, [preselecting, choosable.isPending, choosable.isSuccess, choosable.data, memory, entity.name, state.draft, state.applied, dispatch]);

  const appliedHospital = state.applied?.[HOSPITAL_FILTER];
  useEffect(() => {
    if (active && typeof appliedHospital === 'string' && appliedHospital) memory?.remember(entity.name, appliedHospital);
  }, [active, appliedHospital, memory, entity.name]);
}
