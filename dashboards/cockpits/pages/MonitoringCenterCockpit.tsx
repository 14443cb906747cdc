import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /monitoring-center-cockpit: being built (issue 18). */
export function MonitoringCenterCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.monitoringCenter.title')}>{() => null}</CockpitFrame>;
}
