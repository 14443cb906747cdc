import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCount, formatWholePercent } from '../../logic/format';
import { maintenanceApi } from '../api/maintenance-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import type { MaintenanceCycleTable } from '../../../contracts/maintenance';
import { completionRate, monthTotals, yearTotals } from '../logic/maintenance-cycle';
import { CockpitFigures } from '../kit/CockpitFigures';
import { MaintenanceGridPanel } from '../kit/MaintenanceGridPanel';
import { SeriesTablePanel } from '../kit/SeriesTablePanel';
import { TASK_FIGURE_COLOURS } from '../kit/cockpit-colours';
import layout from '../kit/cockpit-layout.module.css';
import styles from './MaintenanceTable.module.css';

/** `?year=2025` shows another year; the wall shows the current one. */
const YEAR_PARAM = 'year';
const YEAR_PATTERN = /^20\d\d$/;

/** /maintenance-table: every preventive plan × the months of the year, done / due / overdue. */
export function MaintenanceTable() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.maintenanceTable.title')}>{(hospCode) => <MaintenancePanels hospCode={hospCode} />}</CockpitFrame>;
}

function MaintenancePanels({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const asked = query.get(YEAR_PARAM) ?? '';
  const year = YEAR_PATTERN.test(asked) ? Number(asked) : dayjs().year();
  const empty: MaintenanceCycleTable = { year, months: [], plans: [] };
  const table = useCockpitQuery(hospCode, 'maintenance-cycle-table', [year], () => maintenanceApi.cycleTable(hospCode, year), empty);

  const totals = yearTotals(table.data);
  const all = totals.done + totals.due + totals.overdue;
  const tiles = [
    { key: 'all', label: t('cockpit.maintenanceTable.figures.all'), value: formatCount(all) },
    { key: 'done', label: t('cockpit.maintenanceTable.figures.done'), value: formatCount(totals.done), tone: 'good' as const },
    { key: 'due', label: t('cockpit.maintenanceTable.figures.due'), value: formatCount(totals.due), tone: 'warn' as const },
    { key: 'overdue', label: t('cockpit.maintenanceTable.figures.overdue'), value: formatCount(totals.overdue), tone: 'alert' as const },
    { key: 'rate', label: t('cockpit.maintenanceTable.figures.rate'), value: formatWholePercent(completionRate(totals)) },
  ];
  const monthRows = monthTotals(table.data).map((cell) => ({
    key: cell.month,
    label: t('cockpit.maintenanceTable.month', { month: Number(cell.month.slice(5)) }),
    values: { done: cell.done, due: cell.due, overdue: cell.overdue },
  }));

  return (
    <div className={styles.grid}>
      <CockpitFigures
        className={layout.figures}
        look="tiles"
        label={t('cockpit.maintenanceTable.panels.figures', { year })}
        figures={tiles}
        progress={table}
      />
      <MaintenanceGridPanel
        title={t('cockpit.maintenanceTable.panels.table', { year })}
        table={table.data}
        progress={table}
        currentMonth={dayjs().format('YYYY-MM')}
      />
      <SeriesTablePanel
        title={t('cockpit.maintenanceTable.panels.months')}
        rowHeader={t('cockpit.maintenanceTable.plan')}
        columns={[
          { key: 'done', label: t('cockpit.maintenanceTable.done'), colour: TASK_FIGURE_COLOURS.done },
          { key: 'due', label: t('cockpit.maintenanceTable.due'), colour: TASK_FIGURE_COLOURS.due },
          { key: 'overdue', label: t('cockpit.maintenanceTable.overdue'), colour: TASK_FIGURE_COLOURS.overdue },
        ]}
        rows={monthRows}
        chart={{ height: 170, stacked: true }}
        showTable={false}
        progress={table}
      />
    </div>
  );
}
