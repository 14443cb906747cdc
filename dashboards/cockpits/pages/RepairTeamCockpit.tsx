import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TeamSummary } from '../../../contracts/dashboard';
import type { PanelData } from '../../api/use-panel-query';
import { G2Chart } from '../../charts/G2Chart';
import { formatCount } from '../../logic/format';
import { TEAM_TASK_TYPES, type TeamTaskType } from '../../logic/target-links';
import { repairTeamApi } from '../api/repair-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { CockpitPanel } from '../frame/CockpitPanel';
import type { MonthlyRepairWork, MonthlyTransfers } from '../../../contracts/data-analysis';
import { engineerRows, formatHours, teamMonthlyWork } from '../logic/repair-team';
import { SeriesTablePanel } from '../kit/SeriesTablePanel';
import { barLineSpec } from '../kit/specs';
import layout from '../kit/cockpit-layout.module.css';
import styles from './RepairTeamCockpit.module.css';

const NO_TEAM: TeamSummary = { toBeCompleted: 0, total: 0, dataList: [] };
const NO_WORK: MonthlyRepairWork[] = [];
const NO_TRANSFERS: MonthlyTransfers[] = [];
/** The monthly work calls' default range (the server's): twelve months ending with this one. */
const TREND_MONTHS = 12;
/** Engineers drawn in the chart; the table lists them all. */
const ENGINEERS_CHARTED = 12;

type Summaries = Record<TeamTaskType, PanelData<TeamSummary>>;

/** Eight team summaries, one query each, written out so hooks stay at the top level; a new type fails to compile until it has its line. */
function useTeamSummaries(hospCode: string): Summaries {
  const summary = (type: TeamTaskType) => () => repairTeamApi.teamSummary(hospCode, type);
  const mtc = useCockpitQuery(hospCode, 'team-mtc', [], summary('mtc'), NO_TEAM);
  const dailyPatrol = useCockpitQuery(hospCode, 'team-dailyPatrol', [], summary('dailyPatrol'), NO_TEAM);
  const patrol = useCockpitQuery(hospCode, 'team-patrol', [], summary('patrol'), NO_TEAM);
  const deptPatrol = useCockpitQuery(hospCode, 'team-deptPatrol', [], summary('deptPatrol'), NO_TEAM);
  const maintain = useCockpitQuery(hospCode, 'team-maintain', [], summary('maintain'), NO_TEAM);
  const quality = useCockpitQuery(hospCode, 'team-quality', [], summary('quality'), NO_TEAM);
  const metering = useCockpitQuery(hospCode, 'team-metering', [], summary('metering'), NO_TEAM);
  const majorPatrol = useCockpitQuery(hospCode, 'team-majorPatrol', [], summary('majorPatrol'), NO_TEAM);
  return { mtc, dailyPatrol, patrol, deptPatrol, maintain, quality, metering, majorPatrol };
}

/** /repaire-team-cockpit: the repair team's workload, per task type and per engineer. */
export function RepairTeamCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.repairTeam.title')}>{(hospCode) => <TeamPanels hospCode={hospCode} />}</CockpitFrame>;
}

function TeamPanels({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const summaries = useTeamSummaries(hospCode);
  const work = useCockpitQuery(hospCode, 'team-monthly-work', [], () => repairTeamApi.monthlyWork(hospCode), NO_WORK);
  const transfers = useCockpitQuery(hospCode, 'team-monthly-transfers', [], () => repairTeamApi.monthlyTransfers(hospCode), NO_TRANSFERS);
  const month = dayjs().format('YYYY-MM');
  const months = useMemo(
    () =>
      Array.from({ length: TREND_MONTHS }, (_, index) =>
        dayjs()
          .subtract(TREND_MONTHS - 1 - index, 'month')
          .format('YYYY-MM'),
      ),
    [],
  );

  const summaryList = TEAM_TASK_TYPES.map((type) => summaries[type]);
  const summariesWaiting = summaryList.some((summary) => summary.waiting);
  const summariesFailed = summaryList.every((summary) => summary.failed);
  const typeRows = TEAM_TASK_TYPES.map((type) => ({
    key: type,
    label: t(`dashboard.team.types.${type}`),
    values: { open: summaries[type].data.toBeCompleted, month: summaries[type].data.total, people: summaries[type].data.dataList.length },
  }));

  const taskData = TEAM_TASK_TYPES.filter((type) => type !== 'mtc').map((type) => summaries[type].data);
  const engineers = engineerRows({ repairs: summaries.mtc.data, tasks: taskData, work: work.data, transfers: transfers.data, month }).map(
    (row) => ({
      key: row.engineerId,
      label: row.engineerName,
      values: { repairs: row.repairs, tasks: row.tasks, finished: row.finished, hours: row.hours, transfers: row.transfers },
    }),
  );

  const trend = useMemo(() => teamMonthlyWork(work.data, months), [work.data, months]);
  const trendSpec = useMemo(
    () =>
      barLineSpec(
        trend.map((item) => ({ month: item.month.slice(2), bar: item.finished, line: item.hours })),
        { bar: t('cockpit.repairTeam.trend.finished'), line: t('cockpit.repairTeam.trend.hours') },
      ),
    [trend, t],
  );
  const trendTotals = trend.reduce((sum, item) => ({ finished: sum.finished + item.finished, hours: sum.hours + item.hours }), {
    finished: 0,
    hours: 0,
  });

  return (
    <div className={styles.grid}>
      <SeriesTablePanel
        className={styles.types}
        title={t('cockpit.repairTeam.panels.types')}
        rowHeader={t('cockpit.repairTeam.columns.type')}
        columns={[
          { key: 'open', label: t('cockpit.repairTeam.columns.open') },
          { key: 'month', label: t('cockpit.repairTeam.columns.month') },
          { key: 'people', label: t('cockpit.repairTeam.columns.people'), tableOnly: true },
        ]}
        rows={typeRows}
        progress={{ waiting: summariesWaiting, failed: summariesFailed }}
      />
      <CockpitPanel className={styles.trend} title={t('cockpit.repairTeam.panels.trend')} progress={work}>
        <p className={layout.note}>
          {t('cockpit.repairTeam.trend.summary', {
            months: TREND_MONTHS,
            finished: formatCount(trendTotals.finished),
            hours: formatHours(trendTotals.hours),
          })}
        </p>
        <G2Chart spec={trendSpec} height={330} label={t('cockpit.repairTeam.panels.trend')} />
      </CockpitPanel>
      <SeriesTablePanel
        className={styles.engineers}
        title={t('cockpit.repairTeam.panels.engineers')}
        userDataRows
        rowHeader={t('cockpit.repairTeam.columns.engineer')}
        note={<p className={layout.note}>{t('cockpit.repairTeam.engineersNote')}</p>}
        columns={[
          { key: 'repairs', label: t('cockpit.repairTeam.columns.repairs') },
          { key: 'tasks', label: t('cockpit.repairTeam.columns.tasks'), tableOnly: true },
          { key: 'finished', label: t('cockpit.repairTeam.columns.finished') },
          { key: 'hours', label: t('cockpit.repairTeam.columns.hours'), format: formatHours, tableOnly: true },
          { key: 'transfers', label: t('cockpit.repairTeam.columns.transfers'), tableOnly: true },
        ]}
        rows={engineers}
        chart={{ height: 330, maxRows: ENGINEERS_CHARTED }}
        progress={{ waiting: summariesWaiting || work.waiting || transfers.waiting, failed: summariesFailed && work.failed }}
      />
    </div>
  );
}
