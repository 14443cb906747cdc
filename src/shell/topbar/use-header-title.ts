import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../platform/api/http';

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

/** Han characters: a parameter value written in Chinese is no English title. */
const CHINESE_TEXT = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The header title: the first `val` of the system_maintenance / iMES_TYPE parameter. Silent: when
 * the parameter (or the call) is unavailable the app title stands in, with no error toast. The
 * parameter has one value for both languages, so in English a value in Chinese gives way to the
 * English product name of the locales, while a value without Chinese (e.g. "iMES") is shown as is.
 */
export function useHeaderTitle(): string {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['system-param', HEADER_TITLE_QUERY.type, HEADER_TITLE_QUERY.subType],
    queryFn: () => http.post<ParamPage>('/db/param/query', HEADER_TITLE_QUERY, { silent: true }),
    staleTime: Infinity,
    meta: { shell: true },
  });
  return headerTitleFor(data?.list?.[0]?.val, i18n.language, t('app.title'));
}

export function headerTitleFor(value: unknown, language: string, productName: string): string {
  const usable = typeof value === 'string' && value.trim() !== '' && (language !== 'en' || !CHINESE_TEXT.test(value));
  return usable ? value : productName;
}
