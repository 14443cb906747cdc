import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /eqp-run-monitoring-cockpit: being built (issue 18). */
export function EqpRunMonitoringCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.eqpRunMonitoring.title')}>{() => null}</CockpitFrame>;
}
