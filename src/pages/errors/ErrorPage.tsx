import { Button, Result } from '@arco-design/web-react';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  /** Arco's illustration: '404' for missing pages, '403' for refused ones. */
  status: '404' | '403';
  /** The code shown as the heading (404, 401). */
  code: string;
  message: string;
  actionText: string;
  onAction: () => void;
}

/** Presentational error page: a code, a plain sentence, one way back. */
export function ErrorPage({ status, code, message, actionText, onAction }: ErrorPageProps) {
  return (
    <main className={styles.page}>
      <Result
        status={status}
        title={<h1 className={styles.code}>{code}</h1>}
        subTitle={<p className={styles.message}>{message}</p>}
        extra={
          <Button type="primary" onClick={onAction}>
            {actionText}
          </Button>
        }
      />
    </main>
  );
}
