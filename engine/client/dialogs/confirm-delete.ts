import { Modal } from '@arco-design/web-react';
import type { TFunction } from 'i18next';

/**
 * The seeds' delete confirmation: title 提示, text 此操作将永久删除该条记录，是否继续?, buttons 确定/取消.
 * `onConfirm` runs the delete; the box closes when it settles (it never rejects).
 */
export function confirmDelete(t: TFunction, onConfirm: () => Promise<unknown>): void {
  Modal.confirm({
    title: t('engine.confirm.title'),
    content: t('engine.confirm.deleteText'),
    okText: t('engine.confirm.ok'),
    cancelText: t('engine.confirm.cancel'),
    // A block body: Modal.confirm keeps itself open when onOk returns a truthy non-promise.
    onOk: async () => {
      await onConfirm();
    },
  });
}
