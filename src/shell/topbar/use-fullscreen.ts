import { useCallback, useEffect, useState } from 'react';
import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Full-screen state and toggle; where the browser has no full-screen API it says so (in English, seed 000 section 8). */
export function useFullscreen(): { isFullscreen: boolean; toggle: () => Promise<void> } {
  const { t } = useTranslation();
  const [isFullscreen, setFullscreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(async () => {
    if (!document.fullscreenEnabled) {
      Message.warning(t('shell.fullscreen.unsupported'));
      return;
    }
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  }, [t]);
  return { isFullscreen, toggle };
}
