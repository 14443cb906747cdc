import { useEffect, useRef } from 'react';
import { Message, Modal, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/actions/action-registry';
import { useEntityText } from '../../../engine/client/i18n/entity-texts';
import { pdfFileName } from '../../../dashboards/pdf/pdf-file-name';

/**
 * 导出PDF on the stocktaking records page (issue 18): prints the list's card, the plan's counters
 * (应盘 / 已盘 / 盘平 / 盘盈 / 盘亏, the schema's list.summary) with the records on screen, to an A4 PDF.
 * A custom toolbar action, so the engine's list needs no change; it finds the counters by the class
 * the engine gives them (engine-list-summary) and shows a spinner while rendering.
 */
export function InventorySummaryPdfAction({ entity, onClose }: ActionComponentProps) {
  const text = useEntityText(entity.name);
  const { t } = useTranslation();
  // One file per press, also when React runs the effect twice (StrictMode).
  const started = useRef(false);
  useEffect(() => {
    let live = true;
    if (started.current) return;
    started.current = true;
    const region = document.querySelector('.engine-list-summary')?.closest<HTMLElement>('.arco-card') ?? null;
    if (!region) {
      Message.warning(text('请选择盘点计划'));
      onClose();
      return;
    }
    import('../../../dashboards/pdf/export-region-pdf')
      .then(({ exportRegionPdf }) => exportRegionPdf(region, { fileName: pdfFileName(t('cockpit.frame.pdf.inventoryPrefix')) }))
      .catch((error: unknown) => Message.error(`${t('cockpit.frame.pdf.failed')}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => live && onClose());
    return () => {
      live = false;
    };
  }, [text, t, onClose]);
  return (
    <Modal visible title={t('cockpit.frame.pdf.export')} footer={null} closable={false} maskClosable={false}>
      <Spin tip={t('cockpit.frame.pdf.exporting')} />
    </Modal>
  );
}
