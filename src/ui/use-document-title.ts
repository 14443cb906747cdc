import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title: the page name followed by the platform name, or the platform alone. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.pageTitle', { page }) : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
