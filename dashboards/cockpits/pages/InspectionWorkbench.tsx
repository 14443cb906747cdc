import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PreventiveTaskItem, TeamSummary } from '../../../contracts/dashboard';
import type { PanelData } from '../../api/use-panel-query';
import { formatCount } from '../../logic/format';
import { OVERDUE_PER_KIND, patrolApi } from '../api/patrol-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import {
  PATROL_FIGURES,
  PATROL_KINDS,
  kindCounts,
  mergeOverdue,
  patrolPeople,
  type KindCounts,
  type PatrolKind,
  type PatrolTaskRow,
} from '../logic/patrol-summary';
import { CockpitTable } from '../kit/CockpitTable';
import { SeriesTablePanel } from '../kit/SeriesTablePanel';
import { TASK_FIGURE_COLOURS } from '../kit/cockpit-colours';
import layout from '../kit/cockpit-layout.module.css';
import styles from './InspectionWorkbench.module.css';

const NO_TEAM: TeamSummary = { toBeCompleted: 0, total: 0, dataList: [] };
const NO_WORK: PreventiveTaskItem[] = [];
const NO_COUNTS: KindCounts = { planned: 0, done: 0, todo: 0, overdue: 0 };
const NO_TASKS: PatrolTaskRow[] = [];
/** People drawn in the stacked chart; the table lists them all. */
const PEOPLE_CHARTED = 12;

/** One query per patrol kind, written out so hooks stay at the top level; a new kind fails to compile until it has its line. */
function usePerKind<T>(
  hospCode: string,
  panel: string,
  fetch: (kind: PatrolKind) => Promise<T>,
  fallback: T,
): Record<PatrolKind, PanelData<T>> {
  const dailyPatrol = useCockpitQuery(hospCode, `${panel}-dailyPatrol`, [], () => fetch('dailyPatrol'), fallback);
  const patrol = useCockpitQuery(hospCode, `${panel}-patrol`, [], () => fetch('patrol'), fallback);
  const deptPatrol = useCockpitQuery(hospCode, `${panel}-deptPatrol`, [], () => fetch('deptPatrol'), fallback);
  const majorPatrol = useCockpitQuery(hospCode, `${panel}-majorPatrol`, [], () => fetch('majorPatrol'), fallback);
  return { dailyPatrol, patrol, deptPatrol, majorPatrol };
}

const allOf = (parts: readonly PanelData<unknown>[]) => ({
  waiting: parts.some((part) => part.waiting),
  failed: parts.every((part) => part.failed),
});

/** /inspection-workbench: patrol tasks due, done and overdue, who holds the open ones, and the overdue list. */
export function InspectionWorkbench() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.inspectionWorkbench.title')}>{(hospCode) => <PatrolPanels hospCode={hospCode} />}</CockpitFrame>;
}

function PatrolPanels({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const work = useCockpitQuery(hospCode, 'patrol-work-count', [], () => patrolApi.preventiveTasks(hospCode), NO_WORK);
  const dept = useCockpitQuery(hospCode, 'patrol-dept-counts', [], () => patrolApi.deptPatrolCounts(hospCode), NO_COUNTS);
  const summaries = usePerKind(hospCode, 'patrol-team', (kind) => patrolApi.teamSummary(hospCode, kind), NO_TEAM);
  const overdue = usePerKind(hospCode, 'patrol-overdue', (kind) => patrolApi.overdueTasks(hospCode, kind), NO_TASKS);

  const counts = kindCounts(work.data, dept.data);
  const kindRows = PATROL_KINDS.map((kind) => ({ key: kind, label: t(`cockpit.inspectionWorkbench.kinds.${kind}`), values: counts[kind] }));
  const figureColumns = PATROL_FIGURES.map((figure) => ({
    key: figure,
    label: t(`cockpit.inspectionWorkbench.figures.${figure}`),
    colour: TASK_FIGURE_COLOURS[figure],
  }));

  const people = patrolPeople(Object.fromEntries(PATROL_KINDS.map((kind) => [kind, summaries[kind].data])));
  const peopleRows = people.map((person) => ({
    key: person.personId,
    label: person.personName,
    values: { ...person.counts, total: person.total },
  }));
  const kindColumns = PATROL_KINDS.map((kind) => ({ key: kind, label: t(`cockpit.inspectionWorkbench.kinds.${kind}`) }));

  const today = dayjs().format('YYYY-MM-DD');
  // The four lists are the inputs, not the record holding them (new each render).
  const dailyOverdue = overdue.dailyPatrol.data;
  const patrolOverdue = overdue.patrol.data;
  const deptOverdue = overdue.deptPatrol.data;
  const majorOverdue = overdue.majorPatrol.data;
  const overdueTasks = useMemo(
    () =>
      mergeOverdue(
        { dailyPatrol: dailyOverdue, patrol: patrolOverdue, deptPatrol: deptOverdue, majorPatrol: majorOverdue },
        today,
        PATROL_KINDS.length * OVERDUE_PER_KIND,
      ),
    [dailyOverdue, patrolOverdue, deptOverdue, majorOverdue, today],
  );
  const overdueRows = overdueTasks.map((task) => ({
    key: task.id,
    tone: 'alert' as const,
    cells: {
      kind: t(`cockpit.inspectionWorkbench.kinds.${task.kind}`),
      eqp: task.eqpIdDesc ?? '—',
      dept: task.deptIdDesc ?? '—',
      person: task.personIdDesc ?? task.personName ?? '—',
      dueDate: task.dueDate,
      daysOverdue: t('cockpit.inspectionWorkbench.daysOverdue', { value: task.daysOverdue }),
    },
  }));
  const overdueTotal = PATROL_KINDS.reduce((sum, kind) => sum + counts[kind].overdue, 0);

  return (
    <div className={styles.grid}>
      <SeriesTablePanel
        className={styles.kinds}
        title={t('cockpit.inspectionWorkbench.panels.kinds')}
        rowHeader={t('cockpit.inspectionWorkbench.columns.kind')}
        columns={figureColumns}
        rows={kindRows}
        chart={{ height: 210 }}
        progress={allOf([work, dept])}
      />
      <SeriesTablePanel
        className={styles.people}
        title={t('cockpit.inspectionWorkbench.panels.people')}
        userDataRows
        rowHeader={t('cockpit.inspectionWorkbench.columns.person')}
        note={<p className={layout.note}>{t('cockpit.inspectionWorkbench.peopleNote')}</p>}
        columns={[...kindColumns, { key: 'total', label: t('cockpit.inspectionWorkbench.columns.total'), tableOnly: true }]}
        rows={peopleRows}
        chart={{ height: 200, stacked: true, maxRows: PEOPLE_CHARTED }}
        progress={allOf(PATROL_KINDS.map((kind) => summaries[kind]))}
      />
      <CockpitTable
        className={styles.overdue}
        title={t('cockpit.inspectionWorkbench.panels.overdue')}
        caption={t('cockpit.inspectionWorkbench.overdueNote', { total: formatCount(overdueTotal), perKind: OVERDUE_PER_KIND })}
        columns={[
          { key: 'kind', title: t('cockpit.inspectionWorkbench.columns.kind'), width: '20%' },
          { key: 'eqp', title: t('cockpit.inspectionWorkbench.columns.eqp'), width: '22%', userData: true },
          { key: 'dept', title: t('cockpit.inspectionWorkbench.columns.dept'), width: '17%', userData: true },
          { key: 'person', title: t('cockpit.inspectionWorkbench.columns.person'), width: '13%', userData: true },
          { key: 'dueDate', title: t('cockpit.inspectionWorkbench.columns.dueDate'), width: '17%' },
          { key: 'daysOverdue', title: t('cockpit.inspectionWorkbench.columns.daysOverdue'), align: 'right' },
        ]}
        rows={overdueRows}
        scrollHeight={800}
        progress={allOf(PATROL_KINDS.map((kind) => overdue[kind]))}
      />
    </div>
  );
}
