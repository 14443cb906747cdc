import { useQuery } from '@tanstack/react-query';
import type { EntitySchema } from '../../../engine/schema/entity-types';
import { fetchEntitySchema } from '../entity-api';

export const HOSP_USER_ENTITY = 'hosp-user-info';

/**
 * The hospital user schema, whose dialogs and endpoints the wizard uses: the screen's own entity
 * on the hospital user screen, fetched (once, cached like the screens') when the wizard opens from
 * the platform accounts screen.
 */
export function useHospUserEntity(current: EntitySchema): EntitySchema | undefined {
  const own = current.name === HOSP_USER_ENTITY ? current : undefined;
  const fetched = useQuery({
    queryKey: ['entity-schema', HOSP_USER_ENTITY],
    queryFn: () => fetchEntitySchema(HOSP_USER_ENTITY),
    staleTime: Infinity,
    enabled: !own,
  });
  return own ?? fetched.data;
}

export const COMPANY_USER_ENTITY = 'company-user';

/**
 * The company-user schema, which holds the binding calls (跨院绑定/解绑): they take no hospital of
 * their own (seed 001), so they live on the platform-wide schema, not the hospital user one.
 */
export function useCompanyUserEntity(): EntitySchema | undefined {
  return useQuery({
    queryKey: ['entity-schema', COMPANY_USER_ENTITY],
    queryFn: () => fetchEntitySchema(COMPANY_USER_ENTITY),
    staleTime: Infinity,
  }).data;
}

/** A text value of a row, or undefined. */
export const rowText = (row: Record<string, unknown> | undefined, key: string): string | undefined => {
  const value = row?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
