import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/http';

export interface DeptNode {
  id: string;
  deptName: string;
  children?: DeptNode[];
}

export const DEPT_ENTITY = 'hosp-dept';
export const DEPT_ADD_PERMISSION = 'sys:hosp-dept:add';

/**
 * Under the engine's key scope of the department entity (engine/client/data/query-keys.ts), so a
 * department added through the engine's writes refreshes every picker of that hospital.
 */
export const hospitalDepartmentsKey = (hospCode: string | undefined) => ['entity', DEPT_ENTITY, hospCode ?? '', 'undelete-tree'] as const;

/**
 * A hospital's enabled departments as a tree (GET /db/hosp-dept/undelete-treeQuery). `fresh`: read
 * again on mount whatever the cache holds, where a stale answer would mislead (an empty list).
 */
export function useHospitalDepartments(hospCode: string | undefined, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: hospitalDepartmentsKey(hospCode),
    queryFn: () => http.get<DeptNode[]>('/db/hosp-dept/undelete-treeQuery', { params: { hospCode: hospCode ?? '' } }),
    enabled: Boolean(hospCode),
    staleTime: 60_000,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
