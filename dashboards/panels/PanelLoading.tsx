import type { ReactNode } from 'react';
import { Spin } from '@arco-design/web-react';
import type { PanelProgress } from '../api/use-panel-query';
import { PanelStatusContext, type PanelStatus } from './panel-progress-context';
import styles from './PanelLoading.module.css';

export interface PanelLoadingProps {
  progress: PanelProgress;
  children: ReactNode;
}

/**
 * A panel while its own call is under way. Before the first answer its frame shows a skeleton (its
 * default zeros and empty notices would read as data); a later refresh dims the last answer.
 */
export function PanelLoading({ progress, children }: PanelLoadingProps) {
  const status: PanelStatus = progress.waiting ? 'waiting' : progress.refreshing ? 'refreshing' : 'ready';
  return (
    <PanelStatusContext.Provider value={status}>
      <Spin loading={status === 'refreshing'} block className={styles.spin}>
        {children}
      </Spin>
    </PanelStatusContext.Provider>
  );
}
