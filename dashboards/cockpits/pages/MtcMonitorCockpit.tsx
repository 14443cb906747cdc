import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /mtc-monitor-cockpit: being built (issue 18). */
export function MtcMonitorCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.mtcMonitor.title')}>{() => null}</CockpitFrame>;
}
