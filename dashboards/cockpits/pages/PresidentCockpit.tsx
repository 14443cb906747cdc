import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /president-cockpit: being built (issue 18). */
export function PresidentCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.president.title')}>{() => null}</CockpitFrame>;
}
