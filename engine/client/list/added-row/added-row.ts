import type { Row } from '../../data/data-provider';

/**
 * Where a newly added record shows (docs/decisions.md row 9): on the page the user is on. When
 * the re-queried page holds it, it is highlighted where it stands; when it does not (another
 * page, or filters it does not match), it is shown first on this page, highlighted, with a note.
 * Either way until the user moves to another page, query or sort (or closes the note).
 */
export interface AddedRow {
  id: string;
  /** The record as the server lists it, once fetched (only needed when the page does not hold it). */
  row?: Row | undefined;
}

export interface AddedRowPlacement {
  rows: Row[];
  /** The row to highlight. */
  highlightedId?: string | undefined;
  /** The row is not on this page: it is shown first, and the note says why. */
  pinned: boolean;
}

export function placeAddedRow(rows: Row[], added: AddedRow | null): AddedRowPlacement {
  if (!added) return { rows, pinned: false };
  if (rows.some((row) => row.id === added.id)) return { rows, highlightedId: added.id, pinned: false };
  if (added.row) return { rows: [added.row, ...rows], highlightedId: added.id, pinned: true };
  return { rows, pinned: false };
}

/** The new record's id in an add's answer: the engine's add answers the id itself (seed 001). */
export function addedIdOf(answer: unknown): string | undefined {
  if (typeof answer === 'string' && answer !== '') return answer;
  if (typeof answer === 'object' && answer !== null && typeof (answer as { id?: unknown }).id === 'string')
    return (answer as { id: string }).id;
  return undefined;
}

/** The added row needs fetching: known by id only, and the page on screen does not hold it. */
export const needsFetch = (rows: Row[], added: AddedRow | null): added is AddedRow =>
  added !== null && !added.row && !rows.some((row) => row.id === added.id);
