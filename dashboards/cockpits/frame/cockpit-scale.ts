/** The fixed design every cockpit is laid out on: a 16:9 wall screen, scaled to the window. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export interface CockpitScale {
  scale: number;
  /** Offsets that centre the scaled design (letterbox bars on the longer side). */
  left: number;
  top: number;
}

/** The largest scale at which the whole design fits the window, centred. */
export function cockpitScale(windowWidth: number, windowHeight: number): CockpitScale {
  if (windowWidth <= 0 || windowHeight <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(windowWidth / DESIGN_WIDTH, windowHeight / DESIGN_HEIGHT);
  return {
    scale,
    left: Math.max(0, (windowWidth - DESIGN_WIDTH * scale) / 2),
    top: Math.max(0, (windowHeight - DESIGN_HEIGHT * scale) / 2),
  };
}
