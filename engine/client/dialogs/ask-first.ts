import { Modal } from '@arco-design/web-react';

/** Asks a dialog's question with 确定 / 取消; resolves true only on 确定. */
export function askFirst(question: string, texts: { title: string; ok: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: texts.title,
      content: question,
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: () => {
        resolve(true);
      },
      onCancel: () => resolve(false),
    });
  });
}
