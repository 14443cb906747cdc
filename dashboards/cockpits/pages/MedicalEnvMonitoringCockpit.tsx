import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /medical-env-monitoring-cockpit: being built (issue 18). */
export function MedicalEnvMonitoringCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.medicalEnvMonitoring.title')}>{() => null}</CockpitFrame>;
}
