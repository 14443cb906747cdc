import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeDashboardPath } from '../../router/route-paths';
import { useLogout } from '../../session/use-logout';
import { sessionAtom } from '../../state/session-atoms';
import { StorageNames, writeStored } from '../../state/storage';
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
