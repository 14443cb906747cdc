import { useCallback, useMemo, useState } from 'react';
import type { ActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

/** Which dialog a screen has open, and for what. */
export type DialogRequest =
  | { kind: 'add'; formData?: Record<string, unknown> }
  | { kind: 'edit'; row: Row }
  | { kind: 'batch'; ids: string[] }
  | { kind: 'action'; action: ActionDef; row: Row }
  | { kind: 'export'; rows: Row[] };

export interface DialogState {
  open: DialogRequest | null;
  openDialog(request: DialogRequest): void;
  close(): void;
}

export function useDialogState(): DialogState {
  const [open, setOpen] = useState<DialogRequest | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return useMemo(() => ({ open, openDialog: setOpen, close }), [open, close]);
}
