import { useEffect, useRef, useState } from 'react';
import { Message, Modal, Steps, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import { pdfFileName } from '../../../platform/pdf/pdf-file-name';

/** The export's steps as the dialog lists them: loading the PDF libraries, then drawing and saving. */
const STEPS = ['load', 'draw'] as const;
type PdfStep = (typeof STEPS)[number];

/** Lets the browser paint the step just shown before the drawing holds the page for seconds. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * 导出PDF on the stocktaking records page (issue 18): prints the list's card, the plan's counters
 * (应盘 / 已盘 / 盘平 / 盘盈 / 盘亏, the schema's list.summary) with the records on screen, to an A4 PDF.
 * A custom toolbar action (busyButton: its button spins meanwhile), so the engine's list needs no
 * change; it finds the counters by the class the engine gives them (engine-list-summary). The 4–7 s
 * it takes show as steps (issue 28), and a notice names the file at the end.
 */
export function InventorySummaryPdfAction({ entity, onClose }: ActionComponentProps) {
  const text = useEntityText(entity.name);
  const { t } = useTranslation();
  const [step, setStep] = useState<PdfStep>('load');
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
    const fileName = pdfFileName(t('cockpit.frame.pdf.inventoryPrefix'));
    const run = async () => {
      // The drawing libraries (html2canvas, jsPDF) load with the exporter on first use.
      const { exportRegionPdf } = await import('../../../platform/pdf/export-region-pdf');
      await Promise.all([import('html2canvas'), import('jspdf')]);
      setStep('draw');
      await nextPaint();
      await exportRegionPdf(region, { fileName });
      Message.success(t('screens.inventoryPdf.done', { fileName }));
    };
    run()
      .catch((error: unknown) =>
        Message.error(`${t('cockpit.frame.pdf.failed')}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => live && onClose());
    return () => {
      live = false;
    };
  }, [text, t, onClose]);
  return (
    <Modal visible title={t('cockpit.frame.pdf.export')} footer={null} closable={false} maskClosable={false}>
      <Steps direction="vertical" size="small" current={STEPS.indexOf(step) + 1} aria-label={t('cockpit.frame.pdf.exporting')}>
        {STEPS.map((name) => (
          <Steps.Step
            key={name}
            title={t(`screens.inventoryPdf.${name}`)}
            status={name === step ? 'process' : STEPS.indexOf(name) < STEPS.indexOf(step) ? 'finish' : 'wait'}
          />
        ))}
      </Steps>
      <Typography.Text type="secondary">{t('screens.inventoryPdf.hint')}</Typography.Text>
    </Modal>
  );
}
