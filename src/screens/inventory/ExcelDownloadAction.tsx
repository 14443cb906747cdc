import { Message, Modal, Spin } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import { DownloadRefused, downloadEndpointFile } from './file-download';
import { PLAN_PARAM, planCallUrl } from './plan-actions';

/**
 * 下载盘点表 on the records page: the chosen plan's records as the server's .xlsx
 * (excel-download, query parameters hospCode and id). Without a chosen plan it says so.
 */
export function ExcelDownloadAction({ entity, action, hospCode, onClose }: ActionComponentProps) {
  const text = useEntityText(entity.name);
  const [params] = useSearchParams();
  const planId = params.get(PLAN_PARAM);
  useEffect(() => {
    let live = true;
    if (!planId) {
      Message.warning(text('请选择盘点计划'));
      onClose();
      return;
    }
    downloadEndpointFile(planCallUrl(action, hospCode, planId), `${text('盘点记录')}.xlsx`)
      .catch((error: unknown) => Message.error(error instanceof DownloadRefused ? error.message : String(error)))
      .finally(() => live && onClose());
    return () => {
      live = false;
    };
  }, [action, hospCode, planId, text, onClose]);
  if (!planId) return null;
  return (
    <Modal visible title={text(action.label)} footer={null} closable={false} maskClosable={false}>
      <Spin />
    </Modal>
  );
}
