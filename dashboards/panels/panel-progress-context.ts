import { createContext, useContext } from 'react';

/**
 * How far the call of the panel inside a PanelLoading has got: PanelCard reads it to draw a
 * skeleton instead of the panel's body (and to mark itself busy), so no panel needs a prop for it.
 */
export type PanelStatus = 'waiting' | 'refreshing' | 'ready';

export const PanelStatusContext = createContext<PanelStatus>('ready');

export const usePanelStatus = (): PanelStatus => useContext(PanelStatusContext);
