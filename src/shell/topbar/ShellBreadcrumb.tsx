import { Breadcrumb } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RouteTrail } from '../../../platform/routing/menu-routes';
import styles from './TopBar.module.css';

/** Seed 000 section 2.2: the titles of the matched routes, outermost group first. */
export function ShellBreadcrumb({ trail }: { trail: RouteTrail | null }) {
  const { t } = useTranslation();
  if (!trail) return null;
  const titles = [...trail.ancestors, trail.route].map((route) => route.meta.title);
  return (
    <nav aria-label={t('shell.breadcrumb')} className={styles.breadcrumb}>
      <Breadcrumb>
        {titles.map((title, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its depth in the trail, which is rebuilt for each page and never reordered.
          <Breadcrumb.Item key={`${index}-${title}`}>
            <span title={title}>{title}</span>
          </Breadcrumb.Item>
        ))}
      </Breadcrumb>
    </nav>
  );
}
