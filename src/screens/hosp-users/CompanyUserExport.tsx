import { Message, Modal, Spin } from '@arco-design/web-react';
import { useEffect } from 'react';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import type { CompanyUserExportFile } from '../../../contracts/hosp-users';

/** Opens a file URL through a hidden link, as seed 002 section 7 says the export is opened. */
export function openThroughLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** 导出全部账户: the server writes every account row the caller may read into a spreadsheet file. */
export function CompanyUserExport({ entity, provider, onClose }: ActionComponentProps) {
  const text = useEntityText(entity.name);
  useEffect(() => {
    let live = true;
    provider
      .call<CompanyUserExportFile>(entity, 'batch-company-acct-export', {})
      .then((file) => {
        if (!live) return;
        openThroughLink(file.url, file.fileName);
        Message.success(text('已导出 {count} 条账户数据').replace('{count}', String(file.count)));
      })
      .catch(() => undefined)
      .finally(() => live && onClose());
    return () => {
      live = false;
    };
  }, [entity, provider, text, onClose]);
  return (
    <Modal visible title={text('导出全部账户')} footer={null} closable={false} maskClosable={false}>
      <Spin /> {text('正在生成文件…')}
    </Modal>
  );
}
