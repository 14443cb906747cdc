import { useMemo, useRef } from 'react';
import { DatePicker, Empty, Message, Pagination } from '@arco-design/web-react';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BootRateChart } from '../charts/BootRateChart';
import { useRotatingPage } from '../hooks/use-rotating-page';
import { bootRateChartData } from '../logic/boot-rate';
import { BOOT_RATE_PAGE_SIZE, BOOT_RATE_ROTATE_MS } from '../logic/dashboard-constants';
import { MONTH_FORMAT, isMonthDisabled, type PickedMonthRange } from '../logic/month-range';
import { pageCount, pageOf } from '../logic/paging';
import { PanelCard } from './PanelCard';
import styles from './BootRatePanel.module.css';
import { useAriaLabels } from './use-aria-labels';

export interface BootRatePoint {
  label: string;
  rate: number;
}

export interface BootRatePanelProps {
  /** Role 02 per department, role 03 per month. */
  variant: 'dept' | 'month';
  points: readonly BootRatePoint[];
  range: PickedMonthRange;
  /** Refuses a range (returns false) when it is too long; the panel then keeps the old one and says why. */
  onRangeChange: (range: PickedMonthRange) => boolean;
  /** "Today" for the month pickers' limit (a prop, so stories and tests can fix it). */
  today: Dayjs;
  /** Turn pages by themselves every 6 s (off in tests). */
  rotate?: boolean;
}

/** The boot-rate bar chart: six bars per page, turning every 6 s, over a chosen month range. */
export function BootRatePanel({ variant, points, range, onRangeChange, today, rotate = true }: BootRatePanelProps) {
  const { t } = useTranslation();
  const pages = pageCount(points.length, BOOT_RATE_PAGE_SIZE);
  const [page, setPage] = useRotatingPage(pages, BOOT_RATE_ROTATE_MS, rotate);
  const data = useMemo(() => bootRateChartData(pageOf(points, page, BOOT_RATE_PAGE_SIZE)), [points, page]);
  const tooLong = variant === 'month' ? t('dashboard.bootRate.tooLong') : t('dashboard.bootRate.tooLongDept');
  const title = variant === 'month' ? t('dashboard.bootRate.monthTitle') : t('dashboard.bootRate.deptTitle');

  const picker = (
    <DatePicker.RangePicker
      mode="month"
      size="small"
      className={styles.picker}
      allowClear={false}
      format={MONTH_FORMAT}
      value={range}
      placeholder={[t('dashboard.bootRate.startMonth'), t('dashboard.bootRate.endMonth')]}
      disabledDate={(current) => isMonthDisabled(current, today)}
      onChange={(values: string[]) => {
        const [first, last] = values;
        if (!first || !last) return;
        const next: PickedMonthRange = [dayjs(first).format(MONTH_FORMAT), dayjs(last).format(MONTH_FORMAT)];
        // One message however often the picker reports the refused range (it may report it twice).
        if (!onRangeChange(next)) Message.warning({ id: 'boot-rate-range', content: tooLong });
      }}
    />
  );

  // The simple pager's page input has no label of its own.
  const box = useRef<HTMLDivElement>(null);
  useAriaLabels(box, { '.arco-pagination-jumper input': t('dashboard.bootRate.pageJumper') });
  return (
    <PanelCard title={title} extra={picker}>
      {points.length === 0 ? (
        <Empty description={t('dashboard.bootRate.empty')} />
      ) : (
        <div ref={box}>
          <BootRateChart data={data} rateName={t('dashboard.bootRate.rate')} label={title} />
          {pages > 1 ? (
            <Pagination
              className={styles.pager}
              size="mini"
              simple
              current={page + 1}
              pageSize={BOOT_RATE_PAGE_SIZE}
              total={points.length}
              onChange={(next) => setPage(next - 1)}
            />
          ) : null}
        </div>
      )}
    </PanelCard>
  );
}
