import { useState, type CSSProperties } from 'react';
import { Button, Message } from '@arco-design/web-react';
import { IconFilePdf } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { pdfFileName } from './pdf-file-name';
import type { RegionPdfOptions } from './export-region-pdf';

export interface PdfExportButtonProps {
  /** The region to print, found when the button is pressed (it may re-render meanwhile). */
  region: () => HTMLElement | null;
  /** The file's prefix: the screen's name (数据分析驾驶舱 → 数据分析驾驶舱2026-11-24-1210.pdf). */
  fileNamePrefix: string;
  background?: RegionPdfOptions['background'];
  designSize?: RegionPdfOptions['designSize'];
  /** The cockpits' dark header draws it as a ghost button. */
  dark?: boolean;
  style?: CSSProperties;
}

/**
 * 导出PDF: prints a region of the screen to an A4 PDF (platform/pdf/export-region-pdf.ts). The
 * button shows its progress while the region renders, and a failure as a message.
 */
export function PdfExportButton({ region, fileNamePrefix, background, designSize, dark = false, style }: PdfExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const element = region();
    if (!element || busy) return;
    setBusy(true);
    try {
      // Loaded on the first press: html2canvas and jsPDF are a chunk of their own.
      const { exportRegionPdf } = await import('./export-region-pdf');
      await exportRegionPdf(element, { fileName: pdfFileName(fileNamePrefix), background, designSize });
    } catch (error) {
      Message.error(`${t('cockpit.frame.pdf.failed')}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type={dark ? 'outline' : 'secondary'}
      icon={<IconFilePdf />}
      loading={busy}
      onClick={() => void onClick()}
      style={style}
      data-pdf-export=""
    >
      {busy ? t('cockpit.frame.pdf.exporting') : t('cockpit.frame.pdf.export')}
    </Button>
  );
}
