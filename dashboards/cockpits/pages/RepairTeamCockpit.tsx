import { useTranslation } from 'react-i18next';
import { CockpitFrame } from '../frame/CockpitFrame';

/** /repaire-team-cockpit: being built (issue 18). */
export function RepairTeamCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.repairTeam.title')}>{() => null}</CockpitFrame>;
}
