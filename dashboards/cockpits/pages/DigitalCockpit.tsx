import { useMemo } from 'react';
import dayjs from 'dayjs';
import { Trans, useTranslation } from 'react-i18next';
import { formatCount, formatWanYuan, roundTo2 } from '../../logic/format';
import { digitalApi } from '../api/digital-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { ChartPanel } from '../kit/ChartPanel';
import { CockpitFigures } from '../kit/CockpitFigures';
import { CockpitTable } from '../kit/CockpitTable';
import layout from '../kit/cockpit-layout.module.css';
import { barSpec, ringSpec, stackedSpec } from '../kit/specs';
import { monthlySeries, nameOr, seriesOrder, sumOf, totalsByName } from '../logic/analysis-series';
import { lastMonths, monthsOf } from '../logic/cockpit-months';
import styles from './DigitalCockpit.module.css';

/** Drawing heights on the 1920×1080 design: a row of the grid minus title, summary and padding. */
const CHART_HEIGHT = 172;
/** Departments drawn in the department bars (the summary counts them all). */
const DEPTS_DRAWN = 8;
/** Engineers and departments with their own colour in the monthly charts; the rest are "other". */
const SERIES_KEPT = 6;
/** The price ranking's ten rows, five in each of two tables side by side. */
const RANK_COLUMN_ROWS = 5;

const wan = (yuan: number) => roundTo2(yuan / 10_000);
const hoursText = (hours: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(hours);

/** /digital (issue 18): the nine data-analysis statistics of one hospital over the last six months. */
export function DigitalCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.digital.title')}>{(hospCode) => <DigitalBody hospCode={hospCode} />}</CockpitFrame>;
}

function DigitalBody({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const range = useMemo(() => lastMonths(dayjs()), []);
  const months = useMemo(() => monthsOf(range, (month) => dayjs(month)), [range]);
  const other = t('cockpit.digital.other');
  const noDept = t('cockpit.digital.noDept');

  const summary = useCockpitQuery(hospCode, 'digital:summary', [], () => digitalApi.companySummary(hospCode), null);
  const typeCount = useCockpitQuery(hospCode, 'digital:typeCount', [], () => digitalApi.typeCount(hospCode), []);
  const typePrice = useCockpitQuery(hospCode, 'digital:typePrice', [], () => digitalApi.typePrice(hospCode), []);
  const priceRank = useCockpitQuery(hospCode, 'digital:priceRank', [], () => digitalApi.priceRank(hospCode), []);
  const deptCount = useCockpitQuery(hospCode, 'digital:deptCount', [], () => digitalApi.deptCount(hospCode), []);
  const deptPrice = useCockpitQuery(hospCode, 'digital:deptPrice', [], () => digitalApi.deptPrice(hospCode), []);
  const monthlyDept = useCockpitQuery(hospCode, 'digital:monthlyDept', range, () => digitalApi.monthlyDept(hospCode, range), []);
  const monthlyEngineer = useCockpitQuery(
    hospCode,
    'digital:monthlyEngineer',
    range,
    () => digitalApi.monthlyEngineer(hospCode, range),
    [],
  );
  const repairWork = useCockpitQuery(hospCode, 'digital:repairWork', range, () => digitalApi.repairWork(hospCode, range), []);
  const transfers = useCockpitQuery(hospCode, 'digital:transfers', range, () => digitalApi.transfers(hospCode, range), []);

  const reported = sumOf(monthlyDept.data, (row) => row.mtcCount);
  const finished = sumOf(repairWork.data, (row) => row.finishCount);
  const figures = [
    {
      key: 'eqpCount',
      label: t('cockpit.digital.eqpCount'),
      value: summary.data && formatCount(summary.data.eqpCount),
      unit: t('cockpit.digital.unitSet'),
    },
    {
      key: 'totalPrice',
      label: t('cockpit.digital.totalPrice'),
      value: summary.data && formatWanYuan(summary.data.totalPrice),
      unit: t('cockpit.digital.unitWan'),
    },
    {
      key: 'netEqpCount',
      label: t('cockpit.digital.netEqpCount'),
      value: summary.data && formatCount(summary.data.netEqpCount),
      unit: t('cockpit.digital.unitSet'),
    },
    {
      key: 'window',
      label: t('cockpit.digital.window'),
      value: t('cockpit.digital.windowValue', { from: range[0], to: range[1] }),
      small: true,
    },
    {
      key: 'reported',
      label: t('cockpit.digital.reported'),
      value: monthlyDept.waiting ? null : formatCount(reported),
      unit: t('cockpit.digital.unitOrder'),
    },
    {
      key: 'finished',
      label: t('cockpit.digital.finished'),
      value: repairWork.waiting ? null : formatCount(finished),
      unit: t('cockpit.digital.unitOrder'),
    },
  ];

  const specs = useMemo(() => {
    const deptBars = (rows: { name: string; value: number }[], format?: (value: number) => string, valueName = '') =>
      barSpec(rows.slice(0, DEPTS_DRAWN), { horizontal: true, format, valueName });
    const deptPoints = monthlySeries(
      monthlyDept.data,
      (row) => nameOr(row.deptName, noDept),
      (row) => row.mtcCount,
      SERIES_KEPT,
      other,
    );
    const engineerPoints = monthlySeries(
      monthlyEngineer.data,
      (row) => row.engineerName,
      (row) => row.mtcCount,
      SERIES_KEPT,
      other,
    );
    const stacked = (points: typeof deptPoints) =>
      stackedSpec(
        points.map((point) => ({ x: point.mouth, series: point.series, value: point.value })),
        { xDomain: months, seriesOrder: seriesOrder(points, other) },
      );
    const work = totalsByName(
      repairWork.data,
      (row) => row.engineerName,
      (row) => row.finishCount,
    );
    const hours = new Map(
      totalsByName(
        repairWork.data,
        (row) => row.engineerName,
        (row) => row.workHours,
      ).map((total) => [total.name, total.value]),
    );
    return {
      typeCount: ringSpec(
        typeCount.data.map((row) => ({ name: row.tagName, value: row.eqpCount })),
        t('cockpit.digital.eqpCountName'),
      ),
      typePrice: barSpec(
        typePrice.data.map((row) => ({ name: row.tagName, value: wan(row.totalPrice) })),
        { horizontal: true, format: formatWanYuanValue, valueName: t('cockpit.digital.priceName'), colour: '#36cfc9' },
      ),
      deptCount: deptBars(
        deptCount.data.map((row) => ({ name: nameOr(row.deptName, noDept), value: row.eqpCount })),
        formatCount,
        t('cockpit.digital.eqpCountName'),
      ),
      deptPrice: deptBars(
        deptPrice.data.map((row) => ({ name: nameOr(row.deptName, noDept), value: wan(row.totalPrice) })),
        formatWanYuanValue,
        t('cockpit.digital.priceName'),
      ),
      monthlyDept: stacked(deptPoints),
      monthlyEngineer: stacked(engineerPoints),
      repairWork: barSpec(
        work.map((total) => ({
          ...total,
          text: t('cockpit.digital.repairWorkLabel', { count: total.value, hours: hoursText(hours.get(total.name) ?? 0) }),
        })),
        { horizontal: true, valueName: t('cockpit.digital.finishName'), colour: '#73d13d' },
      ),
      transfers: barSpec(
        totalsByName(
          transfers.data,
          (row) => row.engineerName,
          (row) => row.transferCount,
        ),
        {
          horizontal: true,
          valueName: t('cockpit.digital.transferName'),
          colour: '#ff7a45',
        },
      ),
    };
  }, [
    t,
    months,
    other,
    noDept,
    typeCount.data,
    typePrice.data,
    deptCount.data,
    deptPrice.data,
    monthlyDept.data,
    monthlyEngineer.data,
    repairWork.data,
    transfers.data,
  ]);

  const topDeptPrice = deptPrice.data[0];
  const rankRows = priceRank.data.map((item, index) => ({
    key: item.id,
    cells: {
      rank: index + 1,
      eqpName: [item.eqpName, item.eqpBrand, item.eqpModel].filter(Boolean).join(' '),
      deptName: nameOr(item.deptName, noDept),
      price: formatWanYuan(item.price),
    },
  }));

  return (
    <div className={styles.grid}>
      <CockpitFigures className={layout.figures} figures={figures} label={t('cockpit.digital.figures')} />
      <ChartPanel
        title={t('cockpit.digital.typeCount')}
        progress={typeCount}
        empty={typeCount.data.length === 0}
        summary={t('cockpit.digital.typeCountSummary', {
          types: typeCount.data.length,
          count: formatCount(sumOf(typeCount.data, (row) => row.eqpCount)),
        })}
        spec={specs.typeCount}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.digital.typePrice')}
        progress={typePrice}
        empty={typePrice.data.length === 0}
        summary={t('cockpit.digital.typePriceSummary', { total: formatWanYuan(sumOf(typePrice.data, (row) => row.totalPrice)) })}
        spec={specs.typePrice}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.digital.deptCount')}
        progress={deptCount}
        empty={deptCount.data.length === 0}
        summary={t('cockpit.digital.deptCountSummary', {
          depts: deptCount.data.length,
          count: formatCount(sumOf(deptCount.data, (row) => row.eqpCount)),
          shown: Math.min(DEPTS_DRAWN, deptCount.data.length),
        })}
        spec={specs.deptCount}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.digital.deptPrice')}
        progress={deptPrice}
        empty={!topDeptPrice}
        summary={
          topDeptPrice && (
            <Trans
              i18nKey="cockpit.digital.deptPriceSummary"
              values={{ name: nameOr(topDeptPrice.deptName, noDept), total: formatWanYuan(topDeptPrice.totalPrice) }}
              components={{ v: <span data-user-data="" /> }}
            />
          )
        }
        spec={specs.deptPrice}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        className={layout.wide}
        title={t('cockpit.digital.monthlyDept')}
        progress={monthlyDept}
        empty={monthlyDept.data.length === 0}
        summary={t('cockpit.digital.monthlyDeptSummary', {
          count: formatCount(reported),
          depts: new Set(monthlyDept.data.map((row) => row.deptId)).size,
        })}
        spec={specs.monthlyDept}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        className={layout.wide}
        title={t('cockpit.digital.monthlyEngineer')}
        progress={monthlyEngineer}
        empty={monthlyEngineer.data.length === 0}
        summary={t('cockpit.digital.monthlyEngineerSummary', {
          count: formatCount(sumOf(monthlyEngineer.data, (row) => row.mtcCount)),
          engineers: new Set(monthlyEngineer.data.map((row) => row.engineerId)).size,
        })}
        spec={specs.monthlyEngineer}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.digital.repairWork')}
        progress={repairWork}
        empty={repairWork.data.length === 0}
        summary={t('cockpit.digital.repairWorkSummary', {
          count: formatCount(finished),
          hours: hoursText(sumOf(repairWork.data, (row) => row.workHours)),
        })}
        spec={specs.repairWork}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.digital.transfers')}
        progress={transfers}
        empty={transfers.data.length === 0}
        summary={t('cockpit.digital.transfersSummary', { count: formatCount(sumOf(transfers.data, (row) => row.transferCount)) })}
        spec={specs.transfers}
        height={CHART_HEIGHT}
      />
      <CockpitTable
        className={layout.wide}
        title={t('cockpit.digital.priceRank')}
        progress={priceRank}
        columns={[
          { key: 'rank', title: t('cockpit.digital.rank'), width: '3.5em', align: 'center' },
          { key: 'eqpName', title: t('cockpit.digital.eqpName'), userData: true },
          { key: 'deptName', title: t('cockpit.digital.deptName'), width: '5em', userData: true },
          { key: 'price', title: t('cockpit.digital.priceWan'), width: '7.5em', align: 'right' },
        ]}
        rows={rankRows}
        splitAfter={RANK_COLUMN_ROWS}
      />
    </div>
  );
}

/** A value already in 万元, with two decimals like the figures. */
function formatWanYuanValue(wanYuan: number): string {
  return formatWanYuan(wanYuan * 10_000);
}
