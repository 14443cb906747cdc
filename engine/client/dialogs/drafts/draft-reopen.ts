import type { EntitySchema, FormActionDef } from '../../../schema/entity-types';
import type { DialogRequest } from '../dialog-state';
import type { FormDraft } from './draft-store';

/**
 * How a screen reopens a draft's dialog (the dialog then restores the draft itself): add, edit
 * and form actions on the row as first read, batch on the records it was for. Undefined for a
 * dialog the screen cannot open by itself (a bespoke component's): it is restored when reopened there.
 */
export function draftRequest(entity: EntitySchema, draft: FormDraft): DialogRequest | undefined {
  if (draft.action) {
    const action = entity.actions?.find((item): item is FormActionDef => item.name === draft.action && (item.kind ?? 'form') === 'form');
    return action && draft.row && action.dialog === draft.dialog ? { kind: 'action', action, row: draft.row } : undefined;
  }
  if (draft.dialog === 'add') return { kind: 'add' };
  if (draft.dialog === 'edit' && draft.row) return { kind: 'edit', row: draft.row };
  if (draft.dialog === 'batch' && draft.ids?.length) return { kind: 'batch', ids: draft.ids };
  return undefined;
}
