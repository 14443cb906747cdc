import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../engine/client';
import { entityDataProvider } from '../../screens/entity-api';
import { useFeedbackEntity } from './feedback-entity';

/**
 * 意见反馈 from the user menu: the feedback schema's `submit` dialog (category, text, images),
 * sent to /db/hosp-feedback/submit. The server takes the hospital and the submitter from the
 * session, so the form asks for neither.
 */
export function FeedbackDialog({ hospCode, onClose }: { hospCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const entity = useFeedbackEntity(true);
  if (!entity) return null;
  const submit = async (data: Record<string, unknown>) => {
    try {
      await entityDataProvider.call(entity, 'submit', data);
    } catch {
      // The HTTP layer has shown the server's message.
      return;
    }
    Message.success(t('shell.feedback.sent'));
  };
  return (
    <EntityFormDialog
      entity={entity}
      dialog="submit"
      provider={entityDataProvider}
      hospCode={hospCode}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
