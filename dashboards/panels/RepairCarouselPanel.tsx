import { useRef } from 'react';
import { Carousel, Empty, Tag } from '@arco-design/web-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RepairListItem } from '../../contracts/dashboard';
import { REPAIR_CAROUSEL_PAGE_SIZE, REPAIR_CAROUSEL_PER_ROW } from '../logic/dashboard-constants';
import { chunk } from '../logic/paging';
import { repairOrderHref } from '../logic/panel-links';
import { PanelCard } from './PanelCard';
import styles from './RepairCarouselPanel.module.css';
import { useAriaLabels } from './use-aria-labels';

export interface RepairCarouselPanelProps {
  items: readonly RepairListItem[];
  hospCode: string;
  /** Turn the pages by themselves (off in tests and for reduced motion). */
  autoPlay?: boolean;
}

/** The seed gives no page-turn time for the carousel; it turns at the boot-rate chart's pace. */
const PAGE_TURN_MS = 6_000;

/** Repair action states 01..08 (seed 000 section 4), each with its tag colour. */
const STATE_COLOURS = {
  '01': 'red',
  '02': 'orangered',
  '03': 'arcoblue',
  '04': 'gold',
  '05': 'green',
  '06': 'purple',
  '07': 'cyan',
  '08': 'gray',
} as const;
type ActionState = keyof typeof STATE_COLOURS;

const isActionState = (code: string): code is ActionState => Object.hasOwn(STATE_COLOURS, code);

/** The state in the console's language; an unknown code shows the server's own description. */
function ActionStateTag({ code, fallback }: { code: string; fallback: string }) {
  const { t } = useTranslation();
  if (!isActionState(code)) return <Tag size="small">{fallback}</Tag>;
  return (
    <Tag size="small" color={STATE_COLOURS[code]}>
      {t(`dashboard.actionStates.${code}`)}
    </Tag>
  );
}

/** Roles 02 and 03: unfinished repair orders, six per page in rows of three; each opens its record. */
export function RepairCarouselPanel({ items, hospCode, autoPlay = true }: RepairCarouselPanelProps) {
  const { t } = useTranslation();
  const pages = chunk(items, REPAIR_CAROUSEL_PAGE_SIZE);
  // Arco's arrows are role="button" with only an icon.
  const box = useRef<HTMLDivElement>(null);
  useAriaLabels(box, {
    '.arco-carousel-arrow-left': t('dashboard.repairList.prevPage'),
    '.arco-carousel-arrow-right': t('dashboard.repairList.nextPage'),
  });
  return (
    <PanelCard title={t('dashboard.repairList.title')}>
      {pages.length === 0 ? (
        <Empty description={t('dashboard.repairList.empty')} />
      ) : (
        <div ref={box}>
          <Carousel
            className={styles.carousel}
            autoPlay={autoPlay && pages.length > 1 ? { interval: PAGE_TURN_MS, hoverToPause: true } : false}
            indicatorType={pages.length > 1 ? 'dot' : 'never'}
            indicatorPosition="bottom"
            showArrow={pages.length > 1 ? 'hover' : 'never'}
            animation="slide"
          >
            {pages.map((page, pageIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the carousel ("page 2"); its orders are re-chunked on every refresh.
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is an ARIA group (the APG carousel pattern), not a form's fieldset.
              <div key={pageIndex} aria-label={t('dashboard.repairList.page', { page: pageIndex + 1 })} role="group">
                <ul className={styles.grid} style={{ gridTemplateColumns: `repeat(${REPAIR_CAROUSEL_PER_ROW}, minmax(0, 1fr))` }}>
                  {page.map((item) => (
                    <li key={item.id}>
                      <Link className={styles.card} to={repairOrderHref(hospCode, item.id)}>
                        <span className={styles.head}>
                          <span className={styles.name} title={item.eqpName} data-user-data="">
                            {item.eqpName}
                          </span>
                          <ActionStateTag code={item.actionState} fallback={item.actionStateDesc} />
                        </span>
                        <CardLine label={t('dashboard.repairList.dept')} value={item.deptName ?? '—'} />
                        <CardLine
                          label={t('dashboard.repairList.model')}
                          value={[item.eqpBrand, item.eqpModel].filter(Boolean).join(' ') || '—'}
                        />
                        {item.currentEgnName ? (
                          <CardLine
                            label={t('dashboard.repairList.engineer')}
                            value={[item.currentEgnName, item.currentEgnPhone].filter(Boolean).join(' ')}
                          />
                        ) : (
                          <span className={styles.line}>
                            {t('dashboard.repairList.line', {
                              label: t('dashboard.repairList.engineer'),
                              value: t('dashboard.repairList.unclaimed'),
                            })}
                          </span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Carousel>
        </div>
      )}
    </PanelCard>
  );
}

/** "Label: value" of a card, the value being the hospital's own entry (data-user-data: tests/e2e/english-walk). */
function CardLine({ label, value }: { label: string; value: string }) {
  return (
    <span className={styles.line}>
      <Trans i18nKey="dashboard.repairList.lineMarked" values={{ label, value }} components={{ value: <span data-user-data="" /> }} />
    </span>
  );
}
