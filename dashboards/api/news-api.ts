import { http } from '../../platform/api/http';
import type { CurrentNewsAnswer } from '../../contracts/news';

/** The hospital's current announcements, pinned first. Silent: the home page works without them. */
export const fetchCurrentNews = (hospCode: string) =>
  http.post<CurrentNewsAnswer>('/db/news/current', { hospCode }, { silent: true }).then((answer) => answer.list);
