import { Notification } from '@arco-design/web-react';
import { useCallback, useRef, useState } from 'react';
import type { OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import type { ActionEnvironment } from './action-environment';
import { fillTemplate, operationBody } from './action-templates';

export type StepState =
  | { status: 'waiting' }
  | { status: 'running' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

export interface OperationProgress {
  steps: StepState[];
  running: boolean;
  finished: boolean;
  doneCount: number;
  failedCount: number;
  start(choice: unknown): Promise<void>;
}

/**
 * Runs an `each` selection operation row by row: one call per row, each its own transaction on the
 * server, so one row's failure is reported beside it and the others go on.
 */
export function useOperationProgress(action: OperationActionDef, rows: Row[], env: ActionEnvironment): OperationProgress {
  const [steps, setSteps] = useState<StepState[]>(() => rows.map(() => ({ status: 'waiting' })));
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const started = useRef(false);

  const start = useCallback(
    async (choice: unknown) => {
      if (started.current) return;
      started.current = true;
      setRunning(true);
      const setStep = (index: number, state: StepState) => setSteps((current) => current.map((step, i) => (i === index ? state : step)));
      for (const [index, row] of rows.entries()) {
        setStep(index, { status: 'running' });
        try {
          await env.provider.call(
            env.entity,
            action.endpoint ?? action.name,
            operationBody(action, { row, rows: [row], choice, hospCode: env.hospCode }),
            {
              silent: true,
            },
          );
          setStep(index, {
            status: 'done',
            message: fillTemplate(env.text(action.success ?? '操作成功'), { hospCode: env.hospCode ?? '', ...row }),
          });
        } catch (error) {
          setStep(index, { status: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      }
      setRunning(false);
      setFinished(true);
      if (action.finished) {
        Notification.success({
          title: env.t('engine.action.doneTitle'),
          content: env.text(action.finished),
          duration: action.persistentNotice ? 0 : 3000,
          closable: true,
        });
      }
      await env.refresh();
    },
    [action, rows, env],
  );

  return {
    steps,
    running,
    finished,
    doneCount: steps.filter((step) => step.status === 'done').length,
    failedCount: steps.filter((step) => step.status === 'failed').length,
    start,
  };
}
