import { useTranslation } from 'react-i18next';
import type { PanelData } from '../../api/use-panel-query';
import { formatCount } from '../../logic/format';
import { CockpitPanel } from '../frame/CockpitPanel';
import type { MaintenanceCycleTable } from '../../../contracts/maintenance';
import { cellTone, monthTotals, planTotals, yearTotals, type CellCounts } from '../logic/maintenance-cycle';
import styles from './MaintenanceGridPanel.module.css';

export interface MaintenanceGridPanelProps {
  title: string;
  table: MaintenanceCycleTable;
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  /** The month to mark as the current one ('yyyy-MM'). */
  currentMonth?: string;
  className?: string;
}

/**
 * Plans × months: each cell writes its done, due and overdue counts in that order (the legend
 * says so; colour only repeats it), and is tinted by its most urgent one. An empty cell (nothing
 * due that month) is a dash. The last row and column are the totals.
 */
export function MaintenanceGridPanel({ title, table, progress, currentMonth, className }: MaintenanceGridPanelProps) {
  const { t } = useTranslation();
  const totals = monthTotals(table);
  const cellLabel = (month: string, counts: CellCounts) =>
    t('cockpit.maintenanceTable.cellLabel', { month, done: counts.done, due: counts.due, overdue: counts.overdue });
  const cell = (key: string, month: string, counts: CellCounts) => {
    const tone = cellTone(counts);
    return (
      <td
        key={key}
        className={`${styles.cell} ${styles[tone]} ${month === currentMonth ? styles.current : ''}`}
        aria-label={cellLabel(month, counts)}
        data-month={month}
      >
        {tone === 'empty' ? (
          '—'
        ) : (
          <>
            <span className={styles.done}>{formatCount(counts.done)}</span> <span className={styles.due}>{formatCount(counts.due)}</span>{' '}
            <span className={styles.overdue}>{formatCount(counts.overdue)}</span>
          </>
        )}
      </td>
    );
  };
  return (
    <CockpitPanel title={title} progress={progress} empty={table.plans.length === 0} className={className}>
      <p className={styles.legend}>
        <span className={styles.done}>{t('cockpit.maintenanceTable.done')}</span> /{' '}
        <span className={styles.due}>{t('cockpit.maintenanceTable.due')}</span> /{' '}
        <span className={styles.overdue}>{t('cockpit.maintenanceTable.overdue')}</span>
        <span className={styles.legendNote}>{t('cockpit.maintenanceTable.legendNote')}</span>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (axe's scrollable-region-focusable). */}
      <section className={styles.scroll} tabIndex={0} aria-label={title}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.planHead}>
                {t('cockpit.maintenanceTable.plan')}
              </th>
              <th scope="col">{t('cockpit.maintenanceTable.cycle')}</th>
              {table.months.map((month) => (
                <th key={month} scope="col" className={month === currentMonth ? styles.current : undefined}>
                  {t('cockpit.maintenanceTable.month', { month: Number(month.slice(5)) })}
                </th>
              ))}
              <th scope="col">{t('cockpit.maintenanceTable.yearTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {table.plans.map((plan) => (
              <tr key={plan.planId} data-plan={plan.planId}>
                <th scope="row" className={styles.planHead} title={plan.planName} data-user-data="">
                  {plan.planName}
                </th>
                <td className={styles.cycle}>{t('cockpit.maintenanceTable.days', { value: plan.cycleDays })}</td>
                {plan.cells.map((counts) => cell(counts.month, counts.month, counts))}
                {cell('total', String(table.year), planTotals(plan))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-plan="total">
              <th scope="row" className={styles.planHead}>
                {t('cockpit.maintenanceTable.total')}
              </th>
              <td className={styles.cycle} />
              {totals.map((counts) => cell(counts.month, counts.month, counts))}
              {cell('total', String(table.year), yearTotals(table))}
            </tr>
          </tfoot>
        </table>
      </section>
    </CockpitPanel>
  );
}
