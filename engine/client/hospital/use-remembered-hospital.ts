import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { optionsQueryKey } from '../data/query-keys';
import { CHOOSABLE_HOSPITALS, rememberedChoice } from './hospital-memory';

export interface RememberedHospital {
  /** The hospital the screen works in. */
  hospCode: string | undefined;
  /** The user's choice: used at once and remembered for the next visit. */
  choose(hospCode: string | undefined): void;
}

/**
 * The hospital of a hospital-scoped screen with its own chooser (the trees): the page's hosp_code
 * when it has one, else, once the choosable hospitals are known, the one last chosen on this
 * screen if the user may still choose it.
 */
export function useRememberedHospital(
  entity: EntitySchema,
  provider: EntityDataProvider,
  pageHospCode: string | undefined,
): RememberedHospital {
  const memory = provider.hospitalMemory;
  const [hospCode, setHospCode] = useState(pageHospCode);
  const [preselecting, setPreselecting] = useState(entity.scope === 'hospital' && pageHospCode === undefined && memory !== undefined);
  // The chooser asks for the same options (same key): one request serves both.
  const choosable = useQuery({
    queryKey: optionsQueryKey(CHOOSABLE_HOSPITALS, undefined),
    queryFn: () => provider.options(CHOOSABLE_HOSPITALS, {}),
    enabled: preselecting,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (!preselecting || choosable.isPending) return;
    const remembered = choosable.isSuccess ? rememberedChoice(memory?.recall(entity.name), choosable.data) : undefined;
    if (remembered) setHospCode(remembered);
    setPreselecting(false);
  }, [preselecting, choosable.isPending, choosable.isSuccess, choosable.data, memory, entity.name]);

  const choose = useCallback(
    (chosen: string | undefined) => {
      setPreselecting(false);
      setHospCode(chosen);
      if (chosen) memory?.remember(entity.name, chosen);
    },
    [memory, entity.name],
  );
  return { hospCode, choose };
}
