import { lazy, Suspense, useState } from 'react';
import { Button, Popover } from '@arco-design/web-react';
import { IconSkin } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS } from './theme-color';
import styles from './preferences.module.css';

// Arco's ColorPicker loads when the popover first opens, not with every page of the shell.
const CustomColorPicker = lazy(() => import('./CustomColorPicker').then((m) => ({ default: m.CustomColorPicker })));

export interface ThemePickerProps {
  value: string;
  onChange: (color: string) => void;
}

/** Ten preset swatches and a custom colour; a custom colour applies when its picker closes. */
export function ThemePicker({ value, onChange }: ThemePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (color: string) => {
    setOpen(false);
    if (color.toUpperCase() !== value.toUpperCase()) onChange(color.toUpperCase());
  };
  const content = (
    <div className={styles.theme}>
      <fieldset className={styles.swatches} aria-label={t('shell.theme.presets')}>
        {THEME_PRESETS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            aria-pressed={color === value.toUpperCase()}
            className={styles.swatch}
            style={{ background: color }}
            onClick={() => choose(color)}
          />
        ))}
      </fieldset>
      <div className={styles.custom}>
        <span>{t('shell.theme.custom')}</span>
        <Suspense fallback={null}>
          <CustomColorPicker initial={value} onChoose={choose} />
        </Suspense>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" position="br" popupVisible={open} onVisibleChange={setOpen} content={content}>
      <Button type="text" icon={<IconSkin />} aria-label={t('shell.theme.label')} className={styles.iconButton} />
    </Popover>
  );
}
