import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface PermissionProps {
  /** Auth ids (permission codes); the children render when the user holds any one. Not empty. */
  ids: readonly string[];
  children: ReactNode;
}

/** The permission directive as a component: without the ids, the children are not rendered at all. */
export function Permission({ ids, children }: PermissionProps) {
  return usePermission(ids) ? children : null;
}
