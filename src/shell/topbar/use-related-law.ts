import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/api/http';
import type { RelatedManual } from '../../../contracts/documents';

export const RELATED_LAW_PATH = '/db/laws/query-relation-menu-laws';

/**
 * The document related to the page's menu (seed 000 section 7), asked once per hospital and route
 * and kept for the session's pages. Silent: a page without one, or a failed call, shows no button
 * and no message.
 */
export function useRelatedLaw(hospCode: string | null, routePath: string | undefined): RelatedManual | undefined {
  const { data } = useQuery({
    queryKey: ['related-law', hospCode ?? '', routePath ?? ''],
    queryFn: () => http.post<RelatedManual | null>(RELATED_LAW_PATH, { hospCode, routePath }, { silent: true }),
    enabled: Boolean(hospCode && routePath),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { shell: true },
  });
  return data?.filePath ? data : undefined;
}
