import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

interface ParamRow {
  val: string;
}

/** The paged query of POST /db/param/query (seed 001 section 7): list and total. */
interface ParamPage {
  list?: ParamRow[];
}

/** The system parameter that names the platform in the top bar (seed 000 section 7). */
export const HEADER_TITLE_QUERY = {
  pagedQueryInfo: { index: 1, pageSize: 10 },
  type: 'system_maintenance',
  subType: 'iMES_TYPE',
} as const;

/**
 * The header title: the first `val` of the system_maintenance / iMES_TYPE parameter. Silent: when
 * the parameter (or the call) is unavailable the app title stands in, with no error toast.
 */
export function useHeaderTitle(): string {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['system-param', HEADER_TITLE_QUERY.type, HEADER_TITLE_QUERY.subType],
    queryFn: () => http.post<ParamPage>('/db/param/query', HEADER_TITLE_QUERY, { silent: true }),
    staleTime: Infinity,
    meta: { shell: true },
  });
  const value = data?.list?.[0]?.val;
  return typeof value === 'string' && value.trim() !== '' ? value : t('app.title');
}
