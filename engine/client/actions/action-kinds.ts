import { Message, Modal, Notification } from '@arco-design/web-react';
import { actionKindOf, type ActionDef, type OperationActionDef } from '../../schema/entity-types';
import { createRegistry } from '../../schema/registry';
import { fillLinkTemplate, fillTemplate, operationBody, type OperationTarget } from './action-templates';
import { showResultDialog } from './ResultDialog';
import type { ActionEnvironment, ActionKindHandler, ActionRunTarget } from './action-environment';
import { runSetAction } from './set-action';

export const actionKinds = createRegistry<ActionKindHandler>('Action kind', {
  form: (action, { row }, env) => {
    if (row && actionKindOf(action) === 'form') env.openDialog({ kind: 'action', action: action as never, row });
  },
  navigate: (action, { row }, env) => {
    if (action.kind === 'navigate') env.navigate(fillLinkTemplate(action.to, { hospCode: env.hospCode ?? '', ...row }));
  },
  custom: (action, { row, rows }, env) => {
    if (action.kind === 'custom') env.openDialog({ kind: 'custom', action, row, rows });
  },
  operation: (action, target, env) => {
    if (action.kind !== 'operation') return;
    if ((action.placement ?? 'row') === 'selection' && !target.rows?.length) {
      Message.warning(env.t('engine.message.selectAtLeastOne'));
      return;
    }
    if (action.selection === 'each') env.openDialog({ kind: 'progress', action, rows: target.rows ?? [] });
    else if (action.chooser && target.choice === undefined)
      env.openDialog({ kind: 'chooser', action, row: target.row, rows: target.rows, confirmed: target.confirmed ?? false });
    else confirmOperation(action, target, env);
  },
  set: (action, target, env) => runSetAction(action, target, env),
});

/** Runs an action by its kind. */
export function runAction(action: ActionDef, target: ActionRunTarget, env: ActionEnvironment): void {
  const handler = actionKinds.get(actionKindOf(action));
  if (!handler) throw new Error(`No action kind ${actionKindOf(action)} is registered`);
  handler(action, target, env);
}

const rowValues = (target: ActionRunTarget, env: ActionEnvironment): Record<string, unknown> => ({
  hospCode: env.hospCode ?? '',
  count: target.rows?.length ?? 0,
  ...target.row,
});

/** Asks the action's question (unless already asked), then runs it. */
export function confirmOperation(action: OperationActionDef, target: ActionRunTarget, env: ActionEnvironment): void {
  if (!action.confirm || target.confirmed) {
    void executeOperation(action, target, env);
    return;
  }
  Modal.confirm({
    title: env.text(action.confirmTitle ?? '提示'),
    content: fillTemplate(env.text(action.confirm), rowValues(target, env)),
    okText: env.t('engine.confirm.ok'),
    cancelText: env.t('engine.confirm.cancel'),
    onOk: async () => {
      await executeOperation(action, target, env);
    },
  });
}

/** Posts the operation; on success the notice, a re-query, and the follow-up question if any. */
export async function executeOperation(action: OperationActionDef, target: ActionRunTarget, env: ActionEnvironment): Promise<boolean> {
  const operationTarget: OperationTarget = { row: target.row, rows: target.rows, choice: target.choice, hospCode: env.hospCode };
  let answer: unknown;
  try {
    answer = await env.provider.call(env.entity, action.endpoint ?? action.name, operationBody(action, operationTarget));
  } catch {
    // The HTTP layer has shown the server's message.
    return false;
  }
  const success = fillTemplate(env.text(action.success ?? '操作成功'), rowValues(target, env));
  Notification.success({
    title: env.t('engine.action.doneTitle'),
    content: success,
    duration: action.persistentNotice ? 0 : 3000,
    closable: true,
  });
  if (action.result) showResultDialog(action.result, answer, env.text, env.t);
  await env.refresh();
  if (action.next) askNext(action, target, env);
  return true;
}

function askNext(action: OperationActionDef, target: ActionRunTarget, env: ActionEnvironment): void {
  const next = action.next!;
  const nextAction = env.entity.actions?.find((item) => item.name === next.action);
  if (!nextAction) return;
  Modal.confirm({
    title: env.t('engine.confirm.title'),
    content: fillTemplate(env.text(next.question), rowValues(target, env)),
    okText: env.t('engine.confirm.ok'),
    cancelText: env.t('engine.confirm.cancel'),
    onOk: () => {
      runAction(nextAction, { row: target.row, rows: target.rows, confirmed: true }, env);
    },
    onCancel: () => {
      if (next.declinedNotice)
        Notification.info({ title: env.t('engine.confirm.title'), content: env.text(next.declinedNotice), duration: 6000 });
    },
  });
}
