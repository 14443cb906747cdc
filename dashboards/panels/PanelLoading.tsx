import type { ReactNode } from 'react';
import { Spin } from '@arco-design/web-react';
import styles from './PanelLoading.module.css';

/** Dims a panel while its own call is under way, so its default zeros do not read as data. */
export function PanelLoading({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Spin loading={loading} block className={styles.spin}>
      {children}
    </Spin>
  );
}
