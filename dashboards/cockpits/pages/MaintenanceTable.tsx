import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /maintenance-table: being built (issue 18). */
export function MaintenanceTable() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.maintenanceTable.title')}>{() => null}</CockpitFrame>;
}
