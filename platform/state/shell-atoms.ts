import { atom } from 'jotai';

/** The account-settings dialog (basic info and password), opened from the user menu. */
export const accountSettingsOpenAtom = atom(false);

/**
 * The subsystem dialog shown after a hospital is chosen (seed 000 section 2.4). Kept outside the
 * layout because the layout remounts while the chosen hospital's menus load.
 */
export const subsystemDialogAtom = atom<{ open: boolean; hospCode: string | null }>({ open: false, hospCode: null });
