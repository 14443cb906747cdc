import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList, RepairStatusCounts } from '../../../contracts/dashboard';
import { formatCount } from '../../logic/format';
import { MONITOR_LIST_SIZE, mtcMonitorApi, type RepairRecord } from '../api/repair-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { stateCounts } from '../logic/repair-orders';
import { bucketCounts, overdueKind, todayRange, waitedMinutes } from '../logic/repair-wait';
import { CockpitFigures } from '../kit/CockpitFigures';
import { CockpitTable } from '../kit/CockpitTable';
import { CountBarsPanel } from '../kit/CountBarsPanel';
import { actionStateLabel } from '../kit/action-state';
import { ACTION_STATE_COLOURS } from '../kit/cockpit-colours';
import layout from '../kit/cockpit-layout.module.css';
import { waitedText } from '../kit/waited-text';
import styles from './MtcMonitorCockpit.module.css';

const NO_PAGE: PagedList<RepairRecord> = { list: [], total: 0 };
const NO_COUNTS: RepairStatusCounts = {
  tobeApply: 0,
  waitMtc: 0,
  mtcingCount: 0,
  waitAccCount: 0,
  accArriveCount: 0,
  extraMtcCount: 0,
  tobeCheckCount: 0,
  otherCount: 0,
};
const BUCKET_COLOURS = ['#36cfc9', '#3c9cff', '#ffc53d', '#ff7a45'];

/** /mtc-monitor-cockpit: the open repair orders live, how long each has waited, today's and overdue ones. */
export function MtcMonitorCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.mtcMonitor.title')}>{(hospCode) => <MonitorPanels hospCode={hospCode} />}</CockpitFrame>;
}

function MonitorPanels({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const open = useCockpitQuery(hospCode, 'monitor-open', [], () => mtcMonitorApi.openOrders(hospCode), NO_PAGE);
  // "Today" is taken when the call is made, so a wall left on overnight counts the new day.
  const today = useCockpitQuery(hospCode, 'monitor-today', [], () => mtcMonitorApi.todayOrders(hospCode, todayRange(Date.now())), NO_PAGE);
  const longWait = useCockpitQuery(hospCode, 'monitor-long-wait', [], () => mtcMonitorApi.longWait(hospCode), NO_PAGE);
  const longRepair = useCockpitQuery(hospCode, 'monitor-long-repair', [], () => mtcMonitorApi.longRepair(hospCode), NO_PAGE);
  const counts = useCockpitQuery(hospCode, 'monitor-status', [], () => mtcMonitorApi.statusCounts(hospCode), NO_COUNTS);

  // Waits are measured at the moment the list was fetched, so they move with each refresh, not between.
  const measuredAt = open.updatedAt || Date.now();
  const orders = useMemo(
    () => open.data.list.map((order) => ({ order, minutes: waitedMinutes(order.applyTime, measuredAt) })),
    [open.data, measuredAt],
  );

  const rows = orders.map(({ order, minutes }) => {
    const overdue = overdueKind(order.actionState, minutes);
    return {
      key: order.id,
      tone: overdue ? ('alert' as const) : undefined,
      cells: {
        seqNo: order.seqNo,
        eqp: order.eqpIdDesc ?? '—',
        dept: order.deptIdDesc ?? '—',
        state: actionStateLabel(t, order.actionState),
        engineer: order.currentEgnName ?? '—',
        applyTime: order.applyTime.slice(0, 16),
        waited: overdue ? `${waitedText(t, minutes)} · ${t(`cockpit.mtcMonitor.overdue.${overdue}`)}` : waitedText(t, minutes),
      },
    };
  });

  const buckets = bucketCounts(orders.map((item) => item.minutes)).map((item, index) => ({
    key: item.bucket,
    label: t(`cockpit.mtcMonitor.buckets.${item.bucket}`),
    value: item.value,
    colour: BUCKET_COLOURS[index % BUCKET_COLOURS.length],
  }));
  const stateBars = stateCounts(counts.data).map((item) => ({
    key: item.state,
    label: actionStateLabel(t, item.state),
    value: item.value,
    colour: ACTION_STATE_COLOURS[item.state],
  }));

  const unit = t('cockpit.mtcMonitor.unit');
  const tiles = [
    { key: 'open', label: t('cockpit.mtcMonitor.figures.open'), value: formatCount(open.data.total), unit },
    { key: 'today', label: t('cockpit.mtcMonitor.figures.today'), value: formatCount(today.data.total), unit, tone: 'good' as const },
    {
      key: 'longWait',
      label: t('cockpit.mtcMonitor.figures.longWait'),
      value: formatCount(longWait.data.total),
      unit,
      tone: 'alert' as const,
    },
    {
      key: 'longRepair',
      label: t('cockpit.mtcMonitor.figures.longRepair'),
      value: formatCount(longRepair.data.total),
      unit,
      tone: 'alert' as const,
    },
    {
      key: 'toAccept',
      label: t('cockpit.mtcMonitor.figures.toAccept'),
      value: formatCount(counts.data.tobeCheckCount),
      unit,
      tone: 'warn' as const,
    },
  ];
  const figuresProgress = {
    waiting: open.waiting || today.waiting || longWait.waiting || longRepair.waiting || counts.waiting,
    failed: open.failed && today.failed && longWait.failed && longRepair.failed && counts.failed,
  };

  return (
    <div className={styles.grid}>
      <CockpitFigures
        className={layout.figures}
        look="tiles"
        label={t('cockpit.mtcMonitor.panels.figures')}
        figures={tiles}
        progress={figuresProgress}
      />
      <CockpitTable
        className={styles.orders}
        title={t('cockpit.mtcMonitor.panels.orders')}
        caption={t('cockpit.mtcMonitor.ordersNote', {
          total: formatCount(open.data.total),
          shown: formatCount(Math.min(open.data.total, MONITOR_LIST_SIZE)),
        })}
        columns={[
          { key: 'seqNo', title: t('cockpit.mtcMonitor.columns.seqNo'), width: '15%' },
          { key: 'eqp', title: t('cockpit.mtcMonitor.columns.eqp'), width: '15%', userData: true },
          { key: 'dept', title: t('cockpit.mtcMonitor.columns.dept'), width: '11%', userData: true },
          { key: 'state', title: t('cockpit.mtcMonitor.columns.state'), width: '13%' },
          { key: 'engineer', title: t('cockpit.mtcMonitor.columns.engineer'), width: '9%', userData: true },
          { key: 'applyTime', title: t('cockpit.mtcMonitor.columns.applyTime'), width: '14%' },
          { key: 'waited', title: t('cockpit.mtcMonitor.columns.waited'), align: 'right' },
        ]}
        rows={rows}
        scrollHeight={636}
        progress={open}
      />
      <CountBarsPanel
        className={styles.buckets}
        title={t('cockpit.mtcMonitor.panels.buckets')}
        items={buckets}
        valueName={t('cockpit.mtcMonitor.orderCount')}
        chartHeight={220}
        progress={open}
      />
      <CountBarsPanel
        className={styles.states}
        title={t('cockpit.mtcMonitor.panels.states')}
        items={stateBars}
        valueName={t('cockpit.mtcMonitor.orderCount')}
        chartHeight={190}
        progress={counts}
      />
    </div>
  );
}
