import { useState } from 'react';
import { ColorPicker } from '@arco-design/web-react';

export interface CustomColorPickerProps {
  initial: string;
  /** The colour chosen, when the picker closes on a full #RRGGBB. */
  onChoose: (color: string) => void;
}

/**
 * The theme's custom colour: Arco's ColorPicker, in a chunk of its own that ThemePicker loads when
 * its popover first opens (it is most of the shell's preferences code).
 */
export function CustomColorPicker({ initial, onChoose }: CustomColorPickerProps) {
  const [custom, setCustom] = useState(initial);
  return (
    <ColorPicker
      size="mini"
      format="hex"
      disabledAlpha
      showText
      value={custom}
      onChange={(next) => {
        if (typeof next === 'string') setCustom(next);
      }}
      onVisibleChange={(visible) => {
        if (!visible && /^#[0-9a-fA-F]{6}$/.test(custom)) onChoose(custom);
      }}
    />
  );
}
