import { useMemo } from 'react';
import dayjs from 'dayjs';
import { Trans, useTranslation } from 'react-i18next';
import { equipmentStateLabel } from '../../logic/equipment-state-label';
import { formatCount, formatWholePercent } from '../../logic/format';
import { monitoringApi } from '../api/monitoring-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { ChartPanel } from '../kit/ChartPanel';
import { CockpitFigures } from '../kit/CockpitFigures';
import { CockpitTable } from '../kit/CockpitTable';
import layout from '../kit/cockpit-layout.module.css';
import { barSpec, percentText, rateLineSpec } from '../kit/specs';
import { nameOr, sumOf } from '../logic/analysis-series';
import { lastMonths } from '../logic/cockpit-months';
import { overallUseRate, ratio, tagRunningRates } from '../logic/cockpit-rates';

const CHART_HEIGHT = 300;

/**
 * /eqp-run-monitoring-cockpit (issue 18): running over time — boot rates per month and department
 * over the last six months, use and running rates per equipment type, and the large equipment.
 * The state of the whole hospital now is /monitoring-center-cockpit.
 */
export function EqpRunMonitoringCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.eqpRunMonitoring.title')}>{(hospCode) => <EqpRunBody hospCode={hospCode} />}</CockpitFrame>;
}

function EqpRunBody({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const range = useMemo(() => lastMonths(dayjs()), []);
  const summary = useCockpitQuery(hospCode, 'eqpRun:summary', [], () => monitoringApi.companySummary(hospCode), null);
  const monthBoot = useCockpitQuery(hospCode, 'eqpRun:monthBoot', range, () => monitoringApi.monthBootRate(hospCode, range), null);
  const deptBoot = useCockpitQuery(hospCode, 'eqpRun:deptBoot', range, () => monitoringApi.deptBootRate(hospCode, range), null);
  const usage = useCockpitQuery(hospCode, 'eqpRun:usage', [], () => monitoringApi.usageRate(hospCode), null);
  const running = useCockpitQuery(hospCode, 'eqpRun:running', [], () => monitoringApi.runningRate(hospCode), null);
  const large = useCockpitQuery(hospCode, 'eqpRun:large', [], () => monitoringApi.largeEquipment(hospCode), null);

  const use = usage.data && overallUseRate(usage.data);
  const normal = running.data && sumOf(running.data, (item) => item.normalCount);
  const all = running.data && sumOf(running.data, (item) => item.eqpCount);
  const thisMonth = monthBoot.data?.at(-1);
  const unit = t('cockpit.eqpRunMonitoring.unitSet');
  const figures = [
    {
      key: 'netEqpCount',
      label: t('cockpit.eqpRunMonitoring.netEqpCount'),
      value: summary.data && formatCount(summary.data.netEqpCount),
      unit,
    },
    { key: 'usingCount', label: t('cockpit.eqpRunMonitoring.usingCount'), value: use ? formatCount(use.done) : null, unit },
    { key: 'useRate', label: t('cockpit.eqpRunMonitoring.useRate'), value: use ? formatWholePercent(use.rate) : null },
    {
      key: 'monthBootRate',
      label: t('cockpit.eqpRunMonitoring.monthBootRate'),
      value: monthBoot.data ? formatWholePercent(thisMonth?.eqpBootRate ?? 0) : null,
    },
    {
      key: 'runningRate',
      label: t('cockpit.eqpRunMonitoring.runningRate'),
      value: running.data ? formatWholePercent(ratio(normal ?? 0, all ?? 0)) : null,
    },
    { key: 'largeCount', label: t('cockpit.eqpRunMonitoring.largeCount'), value: large.data && formatCount(large.data.total), unit },
  ];

  const months = monthBoot.data ?? [];
  const depts = deptBoot.data?.resList ?? [];
  const bestDept = [...depts].sort((a, b) => b.eqpBootRate - a.eqpBootRate)[0];
  const specs = useMemo(() => {
    const bootName = t('cockpit.eqpRunMonitoring.bootRateName');
    return {
      monthBoot: rateLineSpec(
        months.map((point) => ({ name: point.mouth, value: point.eqpBootRate })),
        bootName,
      ),
      deptBoot: barSpec(
        depts.map((dept) => ({ name: dept.deptName, value: dept.eqpBootRate })),
        { rate: true, format: percentText, valueName: bootName },
      ),
      useByTag: barSpec(
        (usage.data ?? []).map((item) => ({ name: item.tagName, value: item.useRate })),
        {
          horizontal: true,
          rate: true,
          format: percentText,
          valueName: t('cockpit.eqpRunMonitoring.useRateName'),
          colour: '#36cfc9',
        },
      ),
      runByTag: barSpec(
        tagRunningRates(running.data ?? []).map((item) => ({ name: item.tagName, value: item.rate })),
        {
          horizontal: true,
          rate: true,
          format: percentText,
          valueName: t('cockpit.eqpRunMonitoring.runRateName'),
          colour: '#73d13d',
        },
      ),
    };
  }, [t, months, depts, usage.data, running.data]);

  const rates = months.map((point) => point.eqpBootRate);
  const largeRows = (large.data?.list ?? []).map((item) => ({
    key: item.id,
    cells: {
      eqpName: item.eqpName,
      deptName: nameOr(item.deptName, t('cockpit.eqpRunMonitoring.noDept')),
      state: equipmentStateLabel(t, item.state, item.stateDesc),
      useState: item.useState ? t('cockpit.eqpRunMonitoring.inUse') : t('cockpit.eqpRunMonitoring.notInUse'),
      netFlag: item.netFlag ? t('cockpit.eqpRunMonitoring.networked') : t('cockpit.eqpRunMonitoring.notNetworked'),
    },
  }));

  return (
    <div className={layout.analysisGrid}>
      <CockpitFigures className={layout.figures} figures={figures} label={t('cockpit.eqpRunMonitoring.figures')} />
      <ChartPanel
        className={layout.wide}
        title={t('cockpit.eqpRunMonitoring.monthBoot', { from: range[0], to: range[1] })}
        progress={monthBoot}
        empty={months.length === 0}
        summary={
          rates.length > 0 &&
          t('cockpit.eqpRunMonitoring.monthBootSummary', {
            best: formatWholePercent(Math.max(...rates)),
            worst: formatWholePercent(Math.min(...rates)),
          })
        }
        spec={specs.monthBoot}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        className={layout.wide}
        title={t('cockpit.eqpRunMonitoring.deptBoot')}
        progress={deptBoot}
        empty={depts.length === 0}
        summary={
          bestDept && (
            <Trans
              i18nKey="cockpit.eqpRunMonitoring.deptBootSummary"
              values={{ depts: depts.length, name: bestDept.deptName, rate: formatWholePercent(bestDept.eqpBootRate) }}
              components={{ v: <span data-user-data="" /> }}
            />
          )
        }
        spec={specs.deptBoot}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.eqpRunMonitoring.useByTag')}
        progress={usage}
        empty={!usage.data || usage.data.length === 0}
        summary={use && t('cockpit.eqpRunMonitoring.useByTagSummary', { using: formatCount(use.done), total: formatCount(use.total) })}
        spec={specs.useByTag}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.eqpRunMonitoring.runByTag')}
        progress={running}
        empty={!running.data || running.data.length === 0}
        summary={
          running.data && t('cockpit.eqpRunMonitoring.runByTagSummary', { normal: formatCount(normal ?? 0), total: formatCount(all ?? 0) })
        }
        spec={specs.runByTag}
        height={CHART_HEIGHT}
      />
      <CockpitTable
        className={layout.wide}
        title={t('cockpit.eqpRunMonitoring.large')}
        progress={large}
        caption={t('cockpit.eqpRunMonitoring.largeSummary', { total: formatCount(large.data?.total ?? 0), shown: largeRows.length })}
        columns={[
          { key: 'eqpName', title: t('cockpit.eqpRunMonitoring.eqpName'), userData: true },
          { key: 'deptName', title: t('cockpit.eqpRunMonitoring.deptName'), width: '7em', userData: true },
          { key: 'state', title: t('cockpit.eqpRunMonitoring.stateName'), width: '7em' },
          { key: 'useState', title: t('cockpit.eqpRunMonitoring.useState'), width: '5em' },
          { key: 'netFlag', title: t('cockpit.eqpRunMonitoring.netFlag'), width: '5em' },
        ]}
        rows={largeRows}
      />
    </div>
  );
}
