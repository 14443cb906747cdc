import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useListContext } from '../list-context';

/** Says why a new record is shown first: the page on screen would not hold it. */
export function AddedRowNotice() {
  const { t } = useTranslation();
  const { added } = useListContext();
  if (!added.placement.pinned) return null;
  return <Alert type="info" closable content={t('engine.addedRow.elsewhere')} onClose={added.dismiss} data-added-row-notice="" />;
}
