import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeDashboardPath } from '../../../platform/routing/route-paths';
import { useLogout } from '../../../platform/session/use-logout';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { StorageNames, writeStored } from '../../../platform/state/storage';
import { useDocumentTitle } from '../../ui/use-document-title';
import { HospitalChooser } from './HospitalChooser';

/** /welcome: the guard has loaded the hospital list; choosing one remembers it and opens its home. */
export function WelcomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('welcome.title'));
  const [session, setSession] = useAtom(sessionAtom);
  const navigate = useNavigate();
  const logout = useLogout();

  const choose = (hospCode: string) => {
    writeStored(StorageNames.currentHospCode, hospCode);
    setSession({ ...session, currentHospCode: hospCode });
    navigate(homeDashboardPath(hospCode));
  };

  return (
    <HospitalChooser
      hospitals={session.hospInfos}
      loadFailed={session.hospitalsStatus === 'failed'}
      onChoose={choose}
      onLogout={() => void logout()}
    />
  );
}
