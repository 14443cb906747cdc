import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ErrorPage } from './ErrorPage';
import { useBackHome } from './use-back-home';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle('401');
  const backHome = useBackHome();
  return <ErrorPage status="403" code="401" message={t('errors.unauthorized')} actionText={t('errors.backHome')} onAction={backHome} />;
}
