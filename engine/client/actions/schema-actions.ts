import type { ActionDef, ActionPlacement, EntitySchema } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import type { Permits } from '../permissions';
import { isActionVisible } from './action-templates';
import { recordWriteRule } from '../../schema/write-rules';

/** The schema's actions for one slot that this user may run (form actions need their dialog). */
export function actionsAt(entity: EntitySchema, placement: ActionPlacement, permits: Permits): ActionDef[] {
  return (entity.actions ?? []).filter((action) => {
    if ((action.placement ?? 'row') !== placement) return false;
    if ((action.kind ?? 'form') === 'form' && !('dialog' in action && entity.dialogs[action.dialog])) return false;
    const rule = action.permission ?? (action.kind === 'navigate' ? 'signedIn' : entity.permissions.update);
    // Form and set actions update the record: on a platform table only the super admin may (as the server decides).
    const writesRecord = (action.kind ?? 'form') === 'form' || action.kind === 'set';
    return permits(writesRecord ? recordWriteRule(entity, rule) : rule);
  });
}

/** Row actions shown for this row (visibleWhen). */
export function rowActionsFor(entity: EntitySchema, row: Row, permits: Permits): ActionDef[] {
  return actionsAt(entity, 'row', permits).filter((action) =>
    isActionVisible(action.visibleWhen as Record<string, unknown[]> | undefined, row),
  );
}
