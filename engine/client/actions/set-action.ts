import { Message, Modal } from '@arco-design/web-react';
import { isSetAction } from '../../schema/set-action';
import type { SetActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import type { ActionEnvironment, ActionKindHandler } from './action-environment';
import { fillTemplate } from './action-templates';

/**
 * The `set` action kind (吊销证书): asks its question with the row's values, then posts
 * `{id, rowVersion, hospCode}` to `<endpoint>/<name>`; the server writes the action's own values
 * (engine/server/set-action-write.ts). The button shows only where `visibleWhen` matches; a row
 * changed since it was read is refused as an edit conflict, shown by the HTTP layer.
 */
async function sendSet(action: SetActionDef, row: Row, env: ActionEnvironment): Promise<void> {
  const hospCode = typeof row.hospCode === 'string' && row.hospCode ? row.hospCode : env.hospCode;
  const body = {
    id: row.id,
    ...(typeof row.rowVersion === 'number' ? { rowVersion: row.rowVersion } : {}),
    ...(hospCode ? { hospCode } : {}),
  };
  try {
    await env.provider.action(env.entity, action.name, body);
  } catch {
    // The HTTP layer has shown the server's message (a refusal, a conflict).
    return;
  }
  Message.success(
    action.success ? fillTemplate(env.text(action.success), { hospCode: env.hospCode ?? '', ...row }) : env.t('engine.message.updated'),
  );
  await env.refresh();
}

export const runSetAction: ActionKindHandler = (action, { row, confirmed }, env) => {
  if (!isSetAction(action) || !row) return;
  if (!action.confirm || confirmed) {
    void sendSet(action, row, env);
    return;
  }
  Modal.confirm({
    title: env.text(action.confirmTitle ?? '提示'),
    content: fillTemplate(env.text(action.confirm), { hospCode: env.hospCode ?? '', ...row }),
    okText: env.t('engine.confirm.ok'),
    cancelText: env.t('engine.confirm.cancel'),
    onOk: () => sendSet(action, row, env),
  });
};
