import { ScreenDraftsNotice } from '../dialogs/drafts/ScreenDraftsNotice';
import { useListContext } from './list-context';

/** The list's unsaved dialog drafts, offered again while no dialog is open. */
export function ListDraftsNotice() {
  const { list, dialogs } = useListContext();
  if (dialogs.open) return null;
  return <ScreenDraftsNotice entity={list.entity} hospCode={list.hospCode} storage={list.provider.drafts} onReopen={dialogs.openDialog} />;
}
