import { Trans, useTranslation } from 'react-i18next';
import type { RepairListItem } from '../../../contracts/dashboard';
import type { PanelData } from '../../api/use-panel-query';
import { useRotatingPage } from '../../hooks/use-rotating-page';
import { pageCount, pageOf } from '../../logic/paging';
import { CockpitPanel } from '../frame/CockpitPanel';
import { actionStateLabel } from './action-state';
import { ACTION_STATE_COLOURS } from './cockpit-colours';
import styles from './RepairCardsPanel.module.css';

/** The <v> of a card's line: the hospital's own entry. */
const USER_VALUE = { v: <span data-user-data="" /> };

export interface RepairCardsPanelProps {
  title: string;
  items: readonly RepairListItem[];
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  /** Cards per page (rows of four). */
  pageSize?: number;
  /** Turn the pages by themselves (off in stories that show one page). */
  autoPlay?: boolean;
  className?: string;
}

/** The home carousel's page turn, kept for the wall. */
export const CARD_PAGE_TURN_MS = 6_000;

/** Equipment under repair as cards, a page at a time, turning by itself: the wall's carousel. */
export function RepairCardsPanel({ title, items, progress, pageSize = 8, autoPlay = true, className }: RepairCardsPanelProps) {
  const { t } = useTranslation();
  const pages = pageCount(items.length, pageSize);
  const [page] = useRotatingPage(pages, CARD_PAGE_TURN_MS, autoPlay);
  return (
    <CockpitPanel title={title} progress={progress} empty={items.length === 0} className={className}>
      <ul className={styles.cards} aria-label={t('cockpit.repair.cards.page', { page: page + 1, pages })}>
        {pageOf(items, page, pageSize).map((item) => (
          <li key={item.id} className={styles.card} data-repair={item.id}>
            <div className={styles.head}>
              <span className={styles.name} title={item.eqpName} data-user-data="">
                {item.eqpName}
              </span>
              <span
                className={styles.state}
                style={{ borderColor: ACTION_STATE_COLOURS[item.actionState], color: ACTION_STATE_COLOURS[item.actionState] }}
              >
                {actionStateLabel(t, item.actionState, item.actionStateDesc)}
              </span>
            </div>
            {/* The values are the hospital's own entries (data-user-data: tests/e2e/english-walk). */}
            <span className={styles.line}>
              <Trans i18nKey="cockpit.repair.cards.dept" values={{ value: item.deptName ?? '—' }} components={USER_VALUE} />
            </span>
            <span className={styles.line}>
              <Trans
                i18nKey="cockpit.repair.cards.model"
                values={{ value: [item.eqpBrand, item.eqpModel].filter(Boolean).join(' ') || '—' }}
                components={USER_VALUE}
              />
            </span>
            <span className={styles.line}>
              {item.currentEgnName ? (
                <Trans i18nKey="cockpit.repair.cards.engineer" values={{ value: item.currentEgnName }} components={USER_VALUE} />
              ) : (
                <Trans
                  i18nKey="cockpit.repair.cards.engineer"
                  values={{ value: t('cockpit.repair.cards.unclaimed') }}
                  components={{ v: <span /> }}
                />
              )}
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className={styles.pager} aria-hidden>
          {page + 1} / {pages}
        </div>
      ) : null}
    </CockpitPanel>
  );
}
