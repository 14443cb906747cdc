import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadRefusal } from '../../../../schema/upload-rules';

/** A refusal in the console's language; zh is the seeds' text, the one the server sends too. */
export function useRefusalText(): (refusal: UploadRefusal) => string {
  const { t } = useTranslation();
  return useCallback(
    (refusal: UploadRefusal) => {
      const { reason, ...params } = refusal;
      return t(`engine.form.upload.refusal.${reason}`, params);
    },
    [t],
  );
}
