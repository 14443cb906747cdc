import { useCallback, useMemo, useState } from 'react';
import type { CustomActionDef, FormActionDef, OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

/** Which dialog a screen has open, and for what. */
export type DialogRequest =
  | { kind: 'add'; formData?: Record<string, unknown> }
  | { kind: 'edit'; row: Row }
  /** `rows`: the selected rows as read, for their versions (a reopened draft has its own). */
  | { kind: 'batch'; ids: string[]; rows?: Row[] | undefined }
  | { kind: 'action'; action: FormActionDef; row: Row }
  /** A registered bespoke component (wizard, binding dialog). */
  | { kind: 'custom'; action: CustomActionDef; row?: Row | undefined; rows?: Row[] | undefined }
  /** An operation's chooser (e.g. the init parameter), before its confirmation. */
  | { kind: 'chooser'; action: OperationActionDef; row?: Row | undefined; rows?: Row[] | undefined; confirmed?: boolean }
  /** An operation run once per selected row, with progress and per-row results. */
  | { kind: 'progress'; action: OperationActionDef; rows: Row[] }
  | { kind: 'export'; rows: Row[] }
  /** 导入: a spreadsheet of records (engine/client/import). */
  | { kind: 'import' };

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
