import { Button, Result, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

export interface SessionLoadFailedProps {
  onRetry: () => void;
  onLogout: () => void;
}

/** The account could not be read (network, server): let the user retry or start over. */
export function SessionLoadFailed({ onRetry, onLogout }: SessionLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('session.loadFailed')}
      extra={
        <Space>
          <Button type="primary" onClick={onRetry}>
            {t('session.retry')}
          </Button>
          <Button onClick={onLogout}>{t('session.logout')}</Button>
        </Space>
      }
    />
  );
}
