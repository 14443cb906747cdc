import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../platform/state/session-atoms';
import { languageAtom } from '../../platform/state/ui-atoms';
import { menuChoices, resolveShortcuts, type MenuChoice } from '../logic/menu-choices';
import { readShortcuts, writeShortcuts } from '../logic/shortcut-storage';

export interface ShortcutsState {
  shortcuts: MenuChoice[];
  choices: MenuChoice[];
  save: (paths: string[]) => void;
}

/**
 * The user's common-menu shortcuts in this hospital: chosen from their menus (/api/auth, held in the
 * session) and kept in browser storage per account and hospital.
 */
export function useShortcuts(hospCode: string, acctId: string): ShortcutsState {
  const session = useAtomValue(sessionAtom);
  const menus = session.authHospCode === hospCode ? session.menus : [];
  const language = useAtomValue(languageAtom);
  const choices = useMemo(() => menuChoices(menus, new Set(session.authIdList), language), [menus, session.authIdList, language]);
  const scope = useMemo(() => ({ acctId, hospCode }), [acctId, hospCode]);
  const [stored, setStored] = useState<{ key: string; paths: string[] }>(() => ({
    key: `${acctId}@${hospCode}`,
    paths: readShortcuts(scope),
  }));
  // Another user or hospital on the same mounted page: read their own list.
  const current = stored.key === `${acctId}@${hospCode}` ? stored.paths : readShortcuts(scope);
  const save = useCallback(
    (paths: string[]) => setStored({ key: `${acctId}@${hospCode}`, paths: writeShortcuts(scope, paths) }),
    [acctId, hospCode, scope],
  );
  const shortcuts = useMemo(() => resolveShortcuts(current, choices), [current, choices]);
  return { shortcuts, choices, save };
}
