import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /repaire-cockpit: being built (issue 18). */
export function RepairCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.repair.title')}>{() => null}</CockpitFrame>;
}
