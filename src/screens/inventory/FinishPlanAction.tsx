import { Message, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useOptions, useEntityText } from '../../../engine/client/core';
import { http } from '../../../platform/api/http';
import { PLAN_PARAM, planCallUrl } from './plan-actions';

/**
 * 结束盘点 on the records page: asks, then closes the chosen plan (finish, query parameters
 * hospCode and id); the server refuses a second finish with its message.
 */
export function FinishPlanAction({ entity, action, provider, hospCode, onClose, onDone }: ActionComponentProps) {
  const text = useEntityText(entity.name);
  const [params] = useSearchParams();
  const planId = params.get(PLAN_PARAM);
  const source = entity.fields.planId?.options;
  const { options } = useOptions(provider, source, hospCode);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (planId) return;
    Message.warning(text('请选择盘点计划'));
    onClose();
  }, [planId, text, onClose]);
  if (!planId) return null;
  const planName = options.find((option) => option.value === planId)?.label ?? planId;
  const finish = async () => {
    setBusy(true);
    try {
      await http.post(planCallUrl(action, hospCode, planId));
      Message.success(text('盘点计划已结束'));
      onDone();
      onClose();
    } catch {
      // The HTTP client has shown the server's message (e.g. 该盘点计划已结束，不能重复结束).
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      title={text(action.label)}
      confirmLoading={busy}
      onOk={() => void finish()}
      onCancel={onClose}
      okText={text('确定')}
      cancelText={text('取消')}
    >
      {text('确定结束盘点计划「{planName}」吗？结束后盘点记录不能再修改。').replace('{planName}', planName)}
    </Modal>
  );
}
