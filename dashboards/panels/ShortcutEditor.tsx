import { useState } from 'react';
import { Checkbox, Empty, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS_MAX } from '../logic/dashboard-constants';
import type { MenuChoice } from '../logic/menu-choices';
import styles from './ShortcutEditor.module.css';
import scrollbar from './ThinScrollbar.module.css';

export interface ShortcutEditorProps {
  choices: readonly MenuChoice[];
  chosen: readonly string[];
  onCancel: () => void;
  onSave: (paths: string[]) => void;
}

/**
 * Picks up to seven pages; the shortcuts keep the order in which they were ticked. Mounted only
 * while open, so each opening starts from the saved choice.
 */
export function ShortcutEditor({ choices, chosen, onCancel, onSave }: ShortcutEditorProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>(() => [...chosen]);

  const full = picked.length >= SHORTCUTS_MAX;
  const toggle = (path: string, checked: boolean) =>
    setPicked((current) => (checked ? [...current, path].slice(0, SHORTCUTS_MAX) : current.filter((item) => item !== path)));

  return (
    <Modal
      title={t('dashboard.shortcuts.editorTitle')}
      visible
      okText={t('dashboard.shortcuts.save')}
      cancelText={t('dashboard.shortcuts.cancel')}
      onOk={() => onSave(picked)}
      onCancel={onCancel}
    >
      <p className={styles.count}>{t('dashboard.shortcuts.chosen', { count: picked.length, max: SHORTCUTS_MAX })}</p>
      {choices.length === 0 ? (
        <Empty description={t('dashboard.shortcuts.noMenus')} />
      ) : (
        <div className={`${styles.choices} ${scrollbar.thin}`}>
          {choices.map((choice) => {
            const checked = picked.includes(choice.path);
            return (
              <Checkbox
                key={choice.path}
                checked={checked}
                disabled={!checked && full}
                onChange={(value: boolean) => toggle(choice.path, value)}
              >
                {choice.name}
              </Checkbox>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
