import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ErrorPage } from './ErrorPage';
import { useBackHome } from './use-back-home';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle('404');
  const backHome = useBackHome();
  return <ErrorPage status="404" code="404" message={t('errors.notFound')} actionText={t('errors.backHome')} onAction={backHome} />;
}
