import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListController } from '../use-list-controller';
import { buildQueryBody } from '../query-body';
import { addedIdOf, needsFetch, placeAddedRow, type AddedRow, type AddedRowPlacement } from './added-row';

export interface AddedRowState {
  placement: AddedRowPlacement;
  /** After a successful add: show the new record (the add's answer is its id). */
  show(answer: unknown, hospCode?: string): void;
  /** The note's close button: the page goes back to what the server lists. */
  dismiss(): void;
}

interface Remembered extends AddedRow {
  /** The page, query and sort it was added on: moving away forgets it. */
  where: string;
  hospCode?: string | undefined;
}

/**
 * The newly added record of a list (docs/decisions.md row 9): highlighted where the re-queried
 * page holds it, else fetched by id (the same query, so the row reads like the others) and shown
 * first on this page with a note, until the user goes to another page, query or sort.
 */
export function useAddedRow(list: ListController): AddedRowState {
  const { entity, provider, hospCode, state, rows, loading } = list;
  const where = JSON.stringify([state.applied, state.page, state.pageSize, state.sort, hospCode]);
  const [added, setAdded] = useState<Remembered | null>(null);
  const current = added?.where === where ? added : null;

  useEffect(() => {
    setAdded((remembered) => (remembered && remembered.where !== where ? null : remembered));
  }, [where]);

  const missing = !loading && needsFetch(rows, current) ? current : null;
  const missingId = missing?.id;
  const missingHosp = missing?.hospCode ?? hospCode;
  useEffect(() => {
    if (!missingId) return;
    let live = true;
    const body = buildQueryBody(entity, { filters: { id: missingId }, page: 1, pageSize: 1 }, missingHosp);
    provider
      .query(entity, body)
      .then((result) => {
        const row = result.list.find((item) => item.id === missingId);
        if (live && row) setAdded((remembered) => (remembered?.id === missingId ? { ...remembered, row } : remembered));
      })
      // Not found or refused: the add's own 添加成功! has been said; the page simply stays as it is.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [entity, provider, missingId, missingHosp]);

  const show = useCallback(
    (answer: unknown, addedHosp?: string) => {
      const id = addedIdOf(answer);
      setAdded(id ? { id, where, hospCode: addedHosp } : null);
    },
    [where],
  );
  const dismiss = useCallback(() => setAdded(null), []);
  const placement = useMemo(() => placeAddedRow(rows, current), [rows, current]);
  return useMemo(() => ({ placement, show, dismiss }), [placement, show, dismiss]);
}
