import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /inspection-workbench: being built (issue 18). */
export function InspectionWorkbench() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.inspectionWorkbench.title')}>{() => null}</CockpitFrame>;
}
