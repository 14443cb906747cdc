import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /digital: being built (issue 18). */
export function DigitalCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.digital.title')}>{() => null}</CockpitFrame>;
}
