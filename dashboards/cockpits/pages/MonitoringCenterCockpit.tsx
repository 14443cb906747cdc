import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { RepairStatusCounts } from '../../../contracts/dashboard';
import { formatCount, formatWholePercent } from '../../logic/format';
import { monitoringApi } from '../api/monitoring-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { ChartPanel } from '../kit/ChartPanel';
import { CockpitFigures } from '../kit/CockpitFigures';
import { CockpitTable } from '../kit/CockpitTable';
import { RUNNING_STATE_COLOURS } from '../kit/cockpit-colours';
import layout from '../kit/cockpit-layout.module.css';
import { barSpec, ringSpec, stackedSpec } from '../kit/specs';
import { nameOr, sumOf } from '../logic/analysis-series';
import { faultCount, ratio, runningRate } from '../logic/cockpit-rates';
import styles from './MonitoringCenterCockpit.module.css';

const CHART_HEIGHT = 300;

/** The repair states in the order of the work flow (dashboard.repairStatus labels them). */
const REPAIR_STATES = [
  'tobeApply',
  'waitMtc',
  'mtcingCount',
  'waitAccCount',
  'accArriveCount',
  'extraMtcCount',
  'tobeCheckCount',
  'otherCount',
] as const satisfies readonly (keyof RepairStatusCounts)[];

/**
 * /monitoring-center-cockpit (issue 18): the overall picture now — equipment states, the running
 * rate, faults by type, and the repairs in progress. Per-month running is /eqp-run-monitoring-cockpit.
 */
export function MonitoringCenterCockpit() {
  const { t } = useTranslation();
  return (
    <CockpitFrame title={t('cockpit.monitoringCenter.title')}>{(hospCode) => <MonitoringCenterBody hospCode={hospCode} />}</CockpitFrame>
  );
}

function MonitoringCenterBody({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const state = useCockpitQuery(hospCode, 'monitoring:state', [], () => monitoringApi.equipmentState(hospCode), null);
  const running = useCockpitQuery(hospCode, 'monitoring:running', [], () => monitoringApi.runningStatus(hospCode), []);
  const repairStatus = useCockpitQuery(hospCode, 'monitoring:repairStatus', [], () => monitoringApi.repairStatus(hospCode), null);
  const repairList = useCockpitQuery(hospCode, 'monitoring:repairList', [], () => monitoringApi.repairList(hospCode), []);
  const team = useCockpitQuery(hospCode, 'monitoring:team', [], () => monitoringApi.repairTeam(hospCode), null);

  const openRepairs = repairStatus.data ? REPAIR_STATES.reduce((sum, key) => sum + repairStatus.data![key], 0) : null;
  const unit = t('cockpit.monitoringCenter.unitSet');
  const figures = [
    { key: 'allCount', label: t('cockpit.monitoringCenter.allCount'), value: state.data && formatCount(state.data.allCount), unit },
    {
      key: 'normalCount',
      label: t('cockpit.monitoringCenter.normalCount'),
      value: state.data && formatCount(state.data.normalCount),
      unit,
    },
    {
      key: 'runningRate',
      label: t('cockpit.monitoringCenter.runningRate'),
      value: state.data && formatWholePercent(runningRate(state.data)),
    },
    {
      key: 'waitMtcCount',
      label: t('cockpit.monitoringCenter.waitMtcCount'),
      value: state.data && formatCount(state.data.waitMtcCount),
      unit,
      tone: 'alert' as const,
    },
    {
      key: 'mtcingCount',
      label: t('cockpit.monitoringCenter.mtcingCount'),
      value: state.data && formatCount(state.data.mtcingCount),
      unit,
      tone: 'alert' as const,
    },
    {
      key: 'waitScrapCount',
      label: t('cockpit.monitoringCenter.waitScrapCount'),
      value: state.data && formatCount(state.data.waitScrapCount),
      unit,
    },
    {
      key: 'openRepairs',
      label: t('cockpit.monitoringCenter.openRepairs'),
      value: openRepairs === null ? null : formatCount(openRepairs),
      unit: t('cockpit.monitoringCenter.unitOrder'),
    },
  ];

  const normalName = t('cockpit.monitoringCenter.normalName');
  const faultyName = t('cockpit.monitoringCenter.faultyName');
  const otherName = t('cockpit.monitoringCenter.otherName');
  const faults = [...running.data].sort((a, b) => b.mtcCount - a.mtcCount || a.tagCode.localeCompare(b.tagCode));
  const specs = useMemo(() => {
    const countName = t('cockpit.monitoringCenter.countName');
    return {
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
      running: stackedSpec(
        running.data.flatMap((item) => [
          { x: item.tagName, series: normalName, value: item.normalCount },
          { x: item.tagName, series: faultyName, value: item.mtcCount },
          { x: item.tagName, series: otherName, value: item.eqpCount - item.normalCount - item.mtcCount },
        ]),
        {
          xDomain: running.data.map((item) => item.tagName),
          seriesOrder: [normalName, faultyName, otherName],
          format: formatCount,
          colours: RUNNING_STATE_COLOURS,
        },
      ),
      repairStatus: barSpec(
        repairStatus.data ? REPAIR_STATES.map((key) => ({ name: t(`dashboard.repairStatus.${key}`), value: repairStatus.data![key] })) : [],
        { horizontal: true, format: formatCount, valueName: t('cockpit.monitoringCenter.ordersName'), colour: '#ffc53d' },
      ),
      faults: barSpec(
        faults.map((item) => ({ name: item.tagName, value: item.mtcCount })),
        {
          horizontal: true,
          format: formatCount,
          valueName: countName,
          colour: '#ff7a45',
        },
      ),
      team: barSpec(
        (team.data?.dataList ?? []).map((member) => ({ name: member.engineerName, value: member.jobCount })),
        {
          horizontal: true,
          format: formatCount,
          valueName: t('cockpit.monitoringCenter.ordersName'),
          colour: '#9254de',
        },
      ),
    };
  }, [t, state.data, running.data, repairStatus.data, team.data, faults, normalName, faultyName, otherName]);

  const faultTotal = sumOf(running.data, (item) => item.mtcCount);
  const normalTotal = sumOf(running.data, (item) => item.normalCount);
  const teamAssigned = sumOf(team.data?.dataList ?? [], (member) => member.jobCount);
  const rows = repairList.data.map((item) => ({
    key: item.id,
    cells: {
      eqpName: item.eqpName,
      deptName: nameOr(item.deptName, t('cockpit.monitoringCenter.noDept')),
      state: t(`dashboard.actionStates.${item.actionState as '01'}`, { defaultValue: item.actionStateDesc }),
      engineer: item.currentEgnName ?? t('cockpit.monitoringCenter.unclaimed'),
    },
  }));

  return (
    <div className={layout.analysisGrid}>
      <CockpitFigures className={layout.figures} figures={figures} label={t('cockpit.monitoringCenter.figures')} />
      <ChartPanel
        title={t('cockpit.monitoringCenter.state')}
        progress={state}
        empty={!state.data || state.data.allCount === 0}
        summary={
          state.data &&
          t('cockpit.monitoringCenter.stateSummary', {
            faulty: formatCount(faultCount(state.data)),
            share: formatWholePercent(ratio(faultCount(state.data), state.data.allCount)),
          })
        }
        spec={specs.state}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        className={layout.wide}
        title={t('cockpit.monitoringCenter.running')}
        progress={running}
        empty={running.data.length === 0}
        summary={t('cockpit.monitoringCenter.runningSummary', {
          normal: formatCount(normalTotal),
          faulty: formatCount(faultTotal),
          other: formatCount(sumOf(running.data, (item) => item.eqpCount) - normalTotal - faultTotal),
        })}
        spec={specs.running}
        height={CHART_HEIGHT}
      />
      <CockpitTable
        className={styles.tall}
        title={t('cockpit.monitoringCenter.repairList')}
        progress={repairList}
        caption={t('cockpit.monitoringCenter.repairListSummary', { shown: rows.length })}
        columns={[
          { key: 'eqpName', title: t('cockpit.monitoringCenter.eqpName'), userData: true },
          { key: 'deptName', title: t('cockpit.monitoringCenter.deptName'), width: '5.5em', userData: true },
          { key: 'state', title: t('cockpit.monitoringCenter.stateName'), width: '6em' },
          { key: 'engineer', title: t('cockpit.monitoringCenter.engineer'), width: '5.5em', userData: true },
        ]}
        rows={rows}
      />
      <ChartPanel
        title={t('cockpit.monitoringCenter.repairStatus')}
        progress={repairStatus}
        empty={!repairStatus.data}
        summary={openRepairs !== null && t('cockpit.monitoringCenter.repairStatusSummary', { count: formatCount(openRepairs) })}
        spec={specs.repairStatus}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.monitoringCenter.faults')}
        progress={running}
        empty={running.data.length === 0}
        summary={
          faults[0] && (
            <Trans
              i18nKey="cockpit.monitoringCenter.faultsSummary"
              values={{ count: formatCount(faultTotal), name: faults[0].tagName }}
              components={{ v: <span data-user-data="" /> }}
            />
          )
        }
        spec={specs.faults}
        height={CHART_HEIGHT}
      />
      <ChartPanel
        title={t('cockpit.monitoringCenter.team')}
        progress={team}
        empty={!team.data}
        summary={
          team.data &&
          t('cockpit.monitoringCenter.teamSummary', {
            open: formatCount(team.data.toBeCompleted),
            unclaimed: formatCount(Math.max(0, team.data.toBeCompleted - teamAssigned)),
          })
        }
        spec={specs.team}
        height={CHART_HEIGHT}
      />
    </div>
  );
}
