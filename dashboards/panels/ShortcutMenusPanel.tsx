import { useState } from 'react';
import { Button, Empty } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { shortcutColour, type MenuChoice } from '../logic/menu-choices';
import { targetHref } from '../logic/target-href';
import { PanelCard } from './PanelCard';
import { ShortcutEditor } from './ShortcutEditor';
import styles from './ShortcutMenusPanel.module.css';

export interface ShortcutMenusPanelProps {
  hospCode: string;
  /** The chosen shortcuts that the user can still open, in their order. */
  shortcuts: readonly MenuChoice[];
  /** Every page the user may pin. */
  choices: readonly MenuChoice[];
  onSave: (paths: string[]) => void;
}

/** Role 01: up to seven coloured shortcuts to the user's menus, chosen per user and hospital. */
export function ShortcutMenusPanel({ hospCode, shortcuts, choices, onSave }: ShortcutMenusPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <PanelCard
      title={t('dashboard.shortcuts.title')}
      extra={
        <Button size="small" type="text" icon={<IconSettings />} onClick={() => setEditing(true)}>
          {t('dashboard.shortcuts.edit')}
        </Button>
      }
    >
      {shortcuts.length === 0 ? (
        <Empty description={t('dashboard.shortcuts.empty')} />
      ) : (
        <ul className={styles.tiles}>
          {shortcuts.map((shortcut, index) => (
            <li key={shortcut.path}>
              <Link className={styles.tile} style={{ background: shortcutColour(index) }} to={targetHref(shortcut.path, hospCode)}>
                {shortcut.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ShortcutEditor
          choices={choices}
          chosen={shortcuts.map((shortcut) => shortcut.path)}
          onCancel={() => setEditing(false)}
          onSave={(paths) => {
            onSave(paths);
            setEditing(false);
          }}
        />
      ) : null}
    </PanelCard>
  );
}
