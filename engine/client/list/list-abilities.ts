import type { EntitySchema } from '../../schema/entity-types';
import type { Permits } from '../permissions';
import { recordWriteRule } from '../../schema/write-rules';
import { hasRowHistory } from '../../schema/row-history';

/** What a list screen offers, from the schema's operations, dialogs, layout and the user's permissions. */
export interface ListAbilities {
  add: boolean;
  edit: boolean;
  remove: boolean;
  batchEdit: boolean;
  export: boolean;
  /** 导入: whoever may add may import a spreadsheet of records (issue 29). */
  import: boolean;
  /** The batch-mode switch: shown when batch edit or export is there to use. */
  batchMode: boolean;
  keywordSearch: boolean;
  /** 历史: a row's changes (the query permission), and 还原此修改 (the update permission, as the server decides). */
  history: boolean;
  revert: boolean;
}

export function listAbilities(entity: EntitySchema, permits: Permits): ListAbilities {
  const has = (operation: 'add' | 'update' | 'delete' | 'batchUpdate') =>
    entity.operations.includes(operation) && permits(recordWriteRule(entity, entity.permissions[operation]));
  const batchEdit =
    has('batchUpdate') &&
    Boolean(entity.dialogs.batch) &&
    entity.list?.batch !== false &&
    permits(recordWriteRule(entity, entity.permissions.batch));
  const canExport = Boolean(entity.list?.export) && permits(entity.permissions.export);
  const add = has('add') && Boolean(entity.dialogs.add);
  return {
    add,
    import: add,
    edit: has('update') && Boolean(entity.dialogs.edit),
    remove: has('delete'),
    batchEdit,
    export: canExport,
    batchMode: batchEdit || canExport,
    keywordSearch: entity.list?.rowSearch !== false,
    history: hasRowHistory(entity) && permits(entity.permissions.query),
    revert: hasRowHistory(entity) && has('update'),
  };
}
