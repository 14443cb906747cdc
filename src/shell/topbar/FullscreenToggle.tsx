import { Button } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from './use-fullscreen';
import styles from './TopBar.module.css';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const { isFullscreen, toggle } = useFullscreen();
  return (
    <Button
      id="shell-fullscreen"
      type="text"
      className={styles.iconButton}
      aria-label={t(isFullscreen ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter')}
      aria-pressed={isFullscreen}
      icon={isFullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
      onClick={() => void toggle()}
    />
  );
}
