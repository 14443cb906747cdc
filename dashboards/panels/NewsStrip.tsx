import { useId, useState } from 'react';
import { Button, Tag } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { CurrentNews } from '../../contracts/news';
import styles from './NewsStrip.module.css';

export interface NewsStripProps {
  /** Pinned first, then the newest (the server's order). */
  news: CurrentNews[];
}

/** Enough to read at a glance without pushing the panels below the fold. */
export const NEWS_SHOWN_FOLDED = 3;

/**
 * The platform's current announcements above a hospital's home dashboard (新闻管理): a title per
 * line with its publish date, pinned ones tagged; a title opens its body. Nothing at all when
 * there is no announcement.
 */
export function NewsStrip({ news }: NewsStripProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  if (news.length === 0) return null;
  const shown = all ? news : news.slice(0, NEWS_SHOWN_FOLDED);
  return (
    <section className={styles.strip} aria-labelledby={titleId} data-news-strip="">
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <IconNotification />
          {t('dashboard.news.title')}
        </h2>
        {news.length > NEWS_SHOWN_FOLDED ? (
          <Button type="text" size="mini" onClick={() => setAll(!all)}>
            {all ? t('dashboard.news.fewer') : t('dashboard.news.all', { count: news.length })}
          </Button>
        ) : null}
      </header>
      <ul className={styles.list}>
        {shown.map((item) => {
          const expanded = open === item.id;
          return (
            <li key={item.id} className={styles.item} data-news-id={item.id}>
              <button type="button" className={styles.itemHead} aria-expanded={expanded} onClick={() => setOpen(expanded ? null : item.id)}>
                {item.pinned ? (
                  <Tag size="small" color="red">
                    {t('dashboard.news.pinned')}
                  </Tag>
                ) : null}
                <span className={styles.itemTitle} data-user-data="">
                  {item.title}
                </span>
                <span className={styles.time}>{item.publishTime.slice(0, 10)}</span>
              </button>
              {expanded ? (
                <p className={styles.content} data-user-data="">
                  {item.content}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
