import { Button, Modal, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ReleaseNote } from '../../../contracts/release-notes';
import styles from './ReleaseNotesView.module.css';

/** The item categories of schemas/project-update-log.json: 新增, 优化, 修复. */
const CATEGORY_COLOURS: Record<string, string> = { '01': 'green', '02': 'arcoblue', '03': 'orange' };

export interface ReleaseNotesViewProps {
  note: ReleaseNote;
  /** 知道了, or closing the dialog: either way the note counts as read. */
  onClose: () => void;
}

/** What is new in a console version: its date and its items, each tagged 新增 / 优化 / 修复. */
export function ReleaseNotesView({ note, onClose }: ReleaseNotesViewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      title={t('shell.releaseNotes.title', { version: note.version })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('shell.releaseNotes.ok')}
        </Button>
      }
    >
      <p className={styles.date}>{t('shell.releaseNotes.date', { date: note.releaseDate })}</p>
      <ul className={styles.items}>
        {note.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a note's items are fixed text without an id, shown in their given order.
          <li key={index} className={styles.item}>
            <Tag size="small" color={CATEGORY_COLOURS[item.category] ?? 'gray'}>
              {t(`shell.releaseNotes.categories.${item.category}` as 'shell.releaseNotes.categories.01', { defaultValue: item.category })}
            </Tag>
            <span data-user-data="">{item.content}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
