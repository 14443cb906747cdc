import { http } from '../../platform/api/http';

/** One announcement of POST /db/news/current (server/news/current-news.ts). */
export interface CurrentNews {
  id: string;
  title: string;
  content: string;
  publishTime: string;
  expireTime: string | null;
  pinned: boolean;
}

/** The hospital's current announcements, pinned first. Silent: the home page works without them. */
export const fetchCurrentNews = (hospCode: string) =>
  http.post<{ list: CurrentNews[] }>('/db/news/current', { hospCode }, { silent: true }).then((answer) => answer.list);
