import { http } from '../../platform/api/http';
import type { CurrentNews } from '../../contracts/news';

/** The hospital's current announcements, pinned first. Silent: the home page works without them. */
export const fetchCurrentNews = (hospCode: string) =>
  http.post<{ list: CurrentNews[] }>('/db/news/current', { hospCode }, { silent: true }).then((answer) => answer.list);
