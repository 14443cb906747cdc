import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { equipmentStateLabel } from '../../logic/equipment-state-label';
import { currentMonth } from '../../logic/month-range';
import { formatCount, formatWanYuan, formatWholePercent } from '../../logic/format';
import { presidentApi } from '../api/president-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { ChartPanel } from '../kit/ChartPanel';
import { CockpitFigures } from '../kit/CockpitFigures';
import { CockpitTable } from '../kit/CockpitTable';
import layout from '../kit/cockpit-layout.module.css';
import { barSpec, groupedSpec, rateLineSpec, ringSpec } from '../kit/specs';
import { nameOr, sumOf } from '../logic/analysis-series';
import { lastMonths } from '../logic/cockpit-months';
import { faultCount, preventiveCompletion, preventiveRows, repairCompletion, runningRate } from '../logic/cockpit-rates';

/** Drawing height of a panel in the two-row grid (title and summary line taken off). */
const CHART_HEIGHT = 300;

/** /president-cockpit (issue 18): the hospital at a glance for its leadership. */
export function PresidentCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.president.title')}>{(hospCode) => <PresidentBody hospCode={hospCode} />}</CockpitFrame>;
}

function PresidentBody({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const month = useMemo(() => currentMonth(dayjs()), []);
  const range = useMemo(() => lastMonths(dayjs()), []);

  const top = useCockpitQuery(hospCode, 'president:top', [], () => presidentApi.topSummary(hospCode), null);
  const assets = useCockpitQuery(hospCode, 'president:assets', [], () => presidentApi.assetDistribution(hospCode), []);
  const state = useCockpitQuery(hospCode, 'president:state', [], () => presidentApi.equipmentState(hospCode), null);
  const repairs = useCockpitQuery(hospCode, 'president:repairs', [], () => presidentApi.repairSummary(hospCode), null);
  const preventive = useCockpitQuery(hospCode, 'president:preventive', [], () => presidentApi.preventiveTasks(hospCode), null);
  const cover = useCockpitQuery(hospCode, 'president:cover', [], () => presidentApi.maintenanceOverview(hospCode), null);
  const expiring = useCockpitQuery(hospCode, 'president:expiring', [month], () => presidentApi.aboutToExpire(hospCode, month), null);
  const repairCover = useCockpitQuery(hospCode, 'president:repairCover', [month], () => presidentApi.repairCover(hospCode, month), null);
  const bootRate = useCockpitQuery(hospCode, 'president:bootRate', range, () => presidentApi.monthBootRate(hospCode, range), []);
  const large = useCockpitQuery(hospCode, 'president:large', [], () => presidentApi.largeEquipment(hospCode), null);

  const repairDone = repairs.data && repairCompletion(repairs.data);
  const preventiveDone = preventive.data && preventiveCompletion(preventive.data);
  const figures = [
    {
      key: 'eqpCount',
      label: t('cockpit.president.eqpCount'),
      value: top.data && formatCount(top.data.eqpCount),
      unit: t('cockpit.president.unitSet'),
    },
    {
      key: 'totalPrice',
      label: t('cockpit.president.totalPrice'),
      value: top.data && formatWanYuan(top.data.totalPrice),
      unit: t('cockpit.president.unitWan'),
    },
    { key: 'runningRate', label: t('cockpit.president.runningRate'), value: state.data && formatWholePercent(runningRate(state.data)) },
    {
      key: 'repairCompletion',
      label: t('cockpit.president.repairCompletion'),
      value: repairDone ? formatWholePercent(repairDone.rate) : null,
    },
    {
      key: 'preventiveCompletion',
      label: t('cockpit.president.preventiveCompletion'),
      value: preventiveDone ? formatWholePercent(preventiveDone.rate) : null,
    },
    {
      key: 'inGuar',
      label: t('cockpit.president.inGuar'),
      value: cover.data && formatCount(cover.data.inGuarCount),
      unit: t('cockpit.president.unitSet'),
    },
    {
      key: 'uncovered',
      label: t('cockpit.president.uncovered'),
      value: cover.data && formatCount(cover.data.uncoveredCount),
      unit: t('cockpit.president.unitSet'),
      tone: 'alert' as const,
    },
    {
      key: 'aboutToExpire',
      label: t('cockpit.president.aboutToExpire'),
      value: expiring.data && formatCount(expiring.data.sum),
      unit: t('cockpit.president.unitSet'),
      tone: 'alert' as const,
    },
  ];

  const specs = useMemo(() => {
    const countName = t('cockpit.president.countName');
    const rows = preventive.data ? preventiveRows(preventive.data) : [];
    const planned = t('dashboard.preventive.desc.planned');
    const done = t('dashboard.preventive.desc.done');
    return {
      assets: ringSpec(
        assets.data.map((item) => ({ name: item.tagName, value: item.eqpCount })),
        countName,
        formatCount,
      ),
      state: ringSpec(
        state.data
          ? (['normalCount', 'waitMtcCount', 'mtcingCount', 'waitScrapCount'] as const).map((key) => ({
              name: t(`dashboard.equipmentState.${key}`),
              value: state.data![key],
            }))
          : [],
        countName,
        formatCount,
      ),
      cover: barSpec(
        cover.data
          ? [
              { name: t('cockpit.president.inGuarName'), value: cover.data.inGuarCount },
              { name: t('cockpit.president.insuredName'), value: cover.data.insuredCount },
              { name: t('cockpit.president.outGuarName'), value: cover.data.outGuarCount },
              { name: t('cockpit.president.uncoveredName'), value: cover.data.uncoveredCount },
            ]
          : [],
        { horizontal: true, format: formatCount, valueName: countName, colour: '#ffc53d' },
      ),
      bootRate: rateLineSpec(
        bootRate.data.map((point) => ({ name: point.mouth, value: point.eqpBootRate })),
        t('cockpit.president.bootRateName'),
      ),
      preventive: groupedSpec(
        rows.flatMap((row) => [
          { x: t(`dashboard.preventive.${row.kind}`), series: planned, value: row.planned },
          { x: t(`dashboard.preventive.${row.kind}`), series: done, value: row.done },
        ]),
        { xDomain: rows.map((row) => t(`dashboard.preventive.${row.kind}`)), seriesOrder: [planned, done], format: formatCount },
      ),
      repairs: barSpec(
        (repairs.data?.dataList ?? []).map((member) => ({ name: member.engineerName, value: member.jobCount })),
        {
          horizontal: true,
          format: formatCount,
          valueName: t('cockpit.president.openJobsName'),
          colour: '#ff7a45',
        },
      ),
    };
  }, [t, assets.data, state.data, cover.data, bootRate.data, preventive.data, repairs.data]);

  const thisMonthBoot = bootRate.data.at(-1);
  const largeRows = (large.data?.list ?? []).map((item) => ({
    key: item.id,
    cells: {
      eqpName: item.eqpName,
      deptName: nameOr(item.deptName, t('cockpit.president.noDept')),
      state: equipmentStateLabel(t, item.state, item.stateDesc),
      price: formatWanYuan(item.price),
    },
  }));

  return (
    <div className={layout.analysisGrid}>
      <CockpitFigures className={layout.figures} figures={figures} label={t('cockpit.president.figures')} />
      <ChartPanel
        title={t('cockpit.president.assets')}
        progress={assets}
        empty={assets.data.length === 0}
        summary={t('cockpit.president.assetsSummary', {
          types: assets.data.length,
          count: formatCount(sumOf(assets.data, (item) => item.eqpCount)),
        })}
        spec={specs.assets}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.president.state')}
        progress={state}
        empty={!state.data || state.data.allCount === 0}
        summary={
          state.data &&
          t('cockpit.president.stateSummary', {
            normal: formatCount(state.data.normalCount),
            faulty: formatCount(faultCount(state.data)),
            scrap: formatCount(state.data.waitScrapCount),
          })
        }
        spec={specs.state}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.president.cover')}
        progress={cover}
        empty={!cover.data}
        summary={
          repairCover.data &&
          t('cockpit.president.coverSummary', {
            sum: formatCount(repairCover.data.sum),
            inCover: formatCount(repairCover.data.inGuarCount),
            outCover: formatCount(repairCover.data.outGuarCount),
          })
        }
        spec={specs.cover}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.president.bootRate')}
        progress={bootRate}
        empty={bootRate.data.length === 0}
        summary={thisMonthBoot && t('cockpit.president.bootRateSummary', { rate: formatWholePercent(thisMonthBoot.eqpBootRate) })}
        spec={specs.bootRate}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        className={layout.wide}
        title={t('cockpit.president.preventive')}
        progress={preventive}
        empty={!preventiveDone}
        summary={
          preventiveDone &&
          t('cockpit.president.preventiveSummary', { planned: formatCount(preventiveDone.total), done: formatCount(preventiveDone.done) })
        }
        spec={specs.preventive}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.president.repairs')}
        progress={repairs}
        empty={!repairDone}
        summary={
          repairDone &&
          t('cockpit.president.repairsSummary', {
            total: formatCount(repairDone.total),
            done: formatCount(repairDone.done),
            open: formatCount(repairs.data?.toBeCompleted ?? 0),
          })
        }
        spec={specs.repairs}
        height={CHART_HEIGHT}
      />
      <CockpitTable
        title={t('cockpit.president.large')}
        progress={large}
        caption={t('cockpit.president.largeSummary', { total: formatCount(large.data?.total ?? 0) })}
        columns={[
          { key: 'eqpName', title: t('cockpit.president.eqpName'), userData: true },
          { key: 'deptName', title: t('cockpit.president.deptName'), width: '5.5em', userData: true },
          { key: 'state', title: t('cockpit.president.stateName'), width: '4.5em' },
          { key: 'price', title: t('cockpit.president.priceWan'), width: '6.5em', align: 'right' },
        ]}
        rows={largeRows}
      />
    </div>
  );
}
