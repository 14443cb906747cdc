import type { ComponentSize } from '../../platform/state/ui-atoms';

type ArcoSize = 'mini' | 'small' | 'default' | 'large';

/**
 * The seed's four sizes (Element's names) on Arco's scale: its Default is the largest, Medium the
 * everyday size, so they map onto Arco's large and default.
 */
export const ARCO_SIZE: Record<ComponentSize, ArcoSize> = {
  default: 'large',
  medium: 'default',
  small: 'small',
  mini: 'mini',
};
