/** One announcement of POST /db/news/current (server/news/current-news.ts). */
export interface CurrentNews {
  id: string;
  title: string;
  content: string;
  publishTime: string;
  expireTime: string | null;
  pinned: boolean;
}

/** POST /db/news/current's answer: pinned first, then the newest. */
export interface CurrentNewsAnswer {
  list: CurrentNews[];
}
