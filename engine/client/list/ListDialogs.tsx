import { rowVersionsOf } from '../dialogs/save-outcome';
import { lazyComponent } from '../registry';
import { useListContext } from './list-context';

// Each dialog's code loads the first time it opens (issue 17: the list's first load carries the
// table, filters, toolbar and pager only). Until its chunk is there nothing shows; the dialog
// appears a moment later, as with the form inside it (form/lazy-entity-form.tsx).
const EntityFormDialog = lazyComponent(() => import('../dialogs/EntityFormDialog').then((m) => m.EntityFormDialog));
const ExportDialog = lazyComponent(() => import('../export/ExportDialog').then((m) => m.ExportDialog));
const ImportDialog = lazyComponent(() => import('../import/ImportDialog').then((m) => m.ImportDialog));
const ActionDialogs = lazyComponent(() => import('../actions/ActionDialogs').then((m) => m.ActionDialogs));

/** Whichever dialog the list has open: add, edit, batch edit, a form action, export, or an action's own. */
export function ListDialogs() {
  const { list, dialogs, writes, actions, added } = useListContext();
  const { open, close } = dialogs;
  if (!open) return null;
  const { entity, provider, hospCode } = list;
  const common = { entity, provider, hospCode, onClose: close };
  switch (open.kind) {
    case 'add':
      return (
        <EntityFormDialog
          {...common}
          dialog="add"
          formData={open.formData}
          onSubmit={async (data) => {
            const outcome = await writes.add(data);
            // The new record is shown on this page (added-row/), wherever the query would list it.
            if (outcome.ok) added.show(outcome.answer, typeof data.hospCode === 'string' ? data.hospCode : undefined);
            return outcome;
          }}
        />
      );
    case 'edit':
      return (
        <EntityFormDialog
          {...common}
          dialog="edit"
          formData={open.row}
          sendsChanges
          onSubmit={(data, versions) => writes.update(open.row, data, versions)}
        />
      );
    case 'batch':
      return (
        <EntityFormDialog
          {...common}
          dialog="batch"
          count={open.ids.length}
          ids={open.ids}
          rowVersions={rowVersionsOf(open.rows ?? [])}
          onSubmit={(data, versions) => writes.batchUpdate(open.ids, data, versions)}
        />
      );
    case 'action':
      return (
        <EntityFormDialog
          {...common}
          dialog={open.action.dialog}
          formData={open.row}
          sendsChanges
          actionName={open.action.name}
          onSubmit={(data, versions) => writes.runAction(open.action, open.row, data, versions)}
        />
      );
    case 'export':
      return <ExportDialog entity={entity} rows={open.rows} onClose={close} />;
    case 'import':
      return <ImportDialog entity={entity} provider={provider} hospCode={hospCode} onClose={close} onImported={list.refresh} />;
    default:
      return <ActionDialogs open={open} env={actions} onClose={close} />;
  }
}
