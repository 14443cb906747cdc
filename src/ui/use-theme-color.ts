import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { applyThemeColor } from '../shell/preferences/theme-color';
import { themeColorAtom } from '../../platform/state/ui-atoms';

/** Keeps Arco's primary palette on <body> in step with the chosen theme colour (login page included). */
export function useThemeColor(): void {
  const color = useAtomValue(themeColorAtom);
  useEffect(() => {
    void applyThemeColor(color);
  }, [color]);
}
