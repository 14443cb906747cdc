import { useQuery } from '@tanstack/react-query';
import { fetchCurrentNews } from '../api/news-api';
import { dashboardKeys } from '../api/use-panel-query';
import { NewsStrip } from '../panels/NewsStrip';

/** Announcements change rarely: asked again at most every five minutes while the page stays open. */
const NEWS_STALE_MS = 5 * 60_000;

/** The home page's announcements of this hospital (POST /db/news/current); nothing while loading or on failure. */
export function ConnectedNewsStrip({ hospCode }: { hospCode: string }) {
  const { data } = useQuery({
    queryKey: dashboardKeys.panel(hospCode, 'news'),
    queryFn: () => fetchCurrentNews(hospCode),
    staleTime: NEWS_STALE_MS,
    retry: false,
  });
  return <NewsStrip news={data ?? []} />;
}
