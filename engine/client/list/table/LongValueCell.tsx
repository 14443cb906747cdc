import { Button, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LongValueCell.module.css';

/** JSON is shown indented in the viewer; any other text as it is. */
export function readableValue(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}

export interface LongValueCellProps {
  /** The cell's text (cellText). */
  text: string;
  /** Column title, the viewer's heading. */
  title: string;
  /** Column width in px: the text is cut with an ellipsis to stay inside it. */
  width: number;
}

// Room for the 查看 button beside the cut text.
const BUTTON_ROOM = 64;

/**
 * A column with `viewer: true`: one line cut with an ellipsis (an 11 KB JSON parameter stays in its
 * column instead of running under 操作), and 查看 opening the whole value in a scrollable dialog.
 */
export function LongValueCell({ text, title, width }: LongValueCellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (text === '') return null;
  return (
    <div className={styles.cell}>
      <span className={styles.text} style={{ maxWidth: Math.max(width - BUTTON_ROOM, 60) }}>
        {text}
      </span>
      <Button type="text" size="mini" onClick={() => setOpen(true)}>
        {t('engine.list.view')}
      </Button>
      <Modal
        visible={open}
        title={title}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('engine.list.viewerClose')}</Button>}
        unmountOnExit
        style={{ width: 760 }}
      >
        <pre className={styles.full}>{readableValue(text)}</pre>
      </Modal>
    </div>
  );
}
