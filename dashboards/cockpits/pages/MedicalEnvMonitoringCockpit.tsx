import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../logic/format';
import { monitoringApi } from '../api/monitoring-api';
import { COCKPIT_REFRESH, cockpitPanelKey } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { ChartPanel } from '../kit/ChartPanel';
import { CockpitTable } from '../kit/CockpitTable';
import { NoticePanel } from '../kit/NoticePanel';
import { RUNNING_STATE_COLOURS } from '../kit/cockpit-colours';
import { stackedSpec } from '../kit/specs';
import { ENV_EQUIPMENT_KINDS, envEquipmentCounts, type EnvEquipmentCounts } from '../logic/env-equipment';
import styles from './MedicalEnvMonitoringCockpit.module.css';

/** The lower right panel: 948 − 300 − 16 of the grid, less title, summary and padding. */
const CHART_HEIGHT = 520;

/**
 * /medical-env-monitoring-cockpit (issue 18): the platform has no environment sensors, so the screen
 * says so and shows only what the ledger truly holds: environment-related equipment and its state.
 */
export function MedicalEnvMonitoringCockpit() {
  const { t } = useTranslation();
  return (
    <CockpitFrame title={t('cockpit.medicalEnvMonitoring.title')}>{(hospCode) => <MedicalEnvBody hospCode={hospCode} />}</CockpitFrame>
  );
}

function MedicalEnvBody({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  // One call per kind, on every cockpit panel's key and refresh (useCockpitQuery takes one call, not a list).
  const kinds = useQueries({
    queries: ENV_EQUIPMENT_KINDS.map((kind) => ({
      ...COCKPIT_REFRESH,
      queryKey: cockpitPanelKey(hospCode, 'env', kind.key),
      queryFn: async () => envEquipmentCounts(await monitoringApi.equipmentNamed(hospCode, kind.nameContains)),
    })),
    // Combined results are structurally shared, so `data` keeps its identity until an answer changes.
    combine: (results) => ({
      waiting: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
      data: results.map((result) => result.data),
    }),
  });
  const { waiting, failed } = kinds;
  const counts = useMemo(
    () =>
      ENV_EQUIPMENT_KINDS.map((kind, index) => ({
        ...kind,
        label: t(`cockpit.medicalEnvMonitoring.${kind.key}`),
        counts: kinds.data[index],
      })),
    [t, kinds.data],
  );
  const answered = useMemo(
    () => counts.filter((kind): kind is typeof kind & { counts: EnvEquipmentCounts } => kind.counts !== undefined),
    [counts],
  );
  const total = answered.reduce((sum, kind) => sum + kind.counts.total, 0);
  const normal = answered.reduce((sum, kind) => sum + (kind.counts.normal ?? 0), 0);
  const faulty = answered.reduce((sum, kind) => sum + (kind.counts.faulty ?? 0), 0);
  const notCounted = t('cockpit.medicalEnvMonitoring.notCounted');

  const normalName = t('cockpit.medicalEnvMonitoring.normalName');
  const faultyName = t('cockpit.medicalEnvMonitoring.faultyName');
  const otherName = t('cockpit.medicalEnvMonitoring.otherName');
  const spec = useMemo(() => {
    // Kinds too large to count states from one page are left out of the chart rather than guessed.
    const counted = answered.filter((kind) => kind.counts.normal !== null && kind.counts.faulty !== null);
    return stackedSpec(
      counted.flatMap((kind) => [
        { x: kind.label, series: normalName, value: kind.counts.normal ?? 0 },
        { x: kind.label, series: faultyName, value: kind.counts.faulty ?? 0 },
        { x: kind.label, series: otherName, value: kind.counts.total - (kind.counts.normal ?? 0) - (kind.counts.faulty ?? 0) },
      ]),
      {
        xDomain: counted.map((kind) => kind.label),
        seriesOrder: [normalName, faultyName, otherName],
        format: formatCount,
        colours: RUNNING_STATE_COLOURS,
      },
    );
  }, [answered, normalName, faultyName, otherName]);

  const rows = counts.map((kind) => ({
    key: kind.key,
    cells: {
      kind: kind.label,
      match: kind.nameContains,
      total: kind.counts ? formatCount(kind.counts.total) : notCounted,
      normal: kind.counts?.normal != null ? formatCount(kind.counts.normal) : notCounted,
      faulty: kind.counts?.faulty != null ? formatCount(kind.counts.faulty) : notCounted,
    },
  }));

  return (
    <div className={styles.grid}>
      <NoticePanel
        className={styles.notice}
        title={t('cockpit.medicalEnvMonitoring.noticeTitle')}
        heading={t('cockpit.medicalEnvMonitoring.noticeHeading')}
      >
        <p>{t('cockpit.medicalEnvMonitoring.noticeSensors')}</p>
        <p>{t('cockpit.medicalEnvMonitoring.noticeNext')}</p>
      </NoticePanel>
      <CockpitTable
        title={t('cockpit.medicalEnvMonitoring.equipment')}
        progress={{ waiting, failed }}
        empty={answered.length === 0}
        caption={t('cockpit.medicalEnvMonitoring.equipmentSummary', { total: formatCount(total) })}
        columns={[
          { key: 'kind', title: t('cockpit.medicalEnvMonitoring.kind') },
          { key: 'match', title: t('cockpit.medicalEnvMonitoring.match'), userData: true },
          { key: 'total', title: t('cockpit.medicalEnvMonitoring.total'), align: 'right', width: '6em' },
          { key: 'normal', title: t('cockpit.medicalEnvMonitoring.normal'), align: 'right', width: '6em' },
          { key: 'faulty', title: t('cockpit.medicalEnvMonitoring.faulty'), align: 'right', width: '6em' },
        ]}
        rows={rows}
      />
      <ChartPanel
        title={t('cockpit.medicalEnvMonitoring.chart')}
        progress={{ waiting, failed }}
        empty={total === 0}
        summary={t('cockpit.medicalEnvMonitoring.chartSummary', { normal: formatCount(normal), faulty: formatCount(faulty) })}
        spec={spec}
        height={CHART_HEIGHT}
      />
    </div>
  );
}
