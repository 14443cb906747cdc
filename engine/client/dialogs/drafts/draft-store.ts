import type { Row } from '../../data/row-types';
import type { FormValues } from '../../form/model/form-data';

/**
 * Where drafts are kept. The console keeps them per signed-in account in its one versioned local
 * storage helper (src/screens/entity-api.ts); stories and tests keep them in memory. The engine
 * owns the shape; the storage only reads and writes the whole map.
 */
export interface DraftStorage {
  /** Every draft of the signed-in account, as last written (anything unreadable counts as none). */
  read(): unknown;
  write(drafts: Record<string, FormDraft>): void;
}

/** Which dialog a draft belongs to: a screen (entity and hospital), a dialog, and for row dialogs the row. */
export interface DraftPlace {
  entity: string;
  hospCode?: string | undefined;
  dialog: string;
  rowId?: string | undefined;
}

/** What a dialog held when it was last changed, enough to reopen it as it was. */
export interface FormDraft extends DraftPlace {
  /** The form's values; emptied fields are null; never a password. */
  values: FormValues;
  savedAt: number;
  /** Row dialogs: the row as read when the dialog first opened, and its version (conflicts are found against it). */
  row?: Row | undefined;
  base?: FormValues | undefined;
  rowVersion?: number | undefined;
  /** A schema action's dialog: the action's name. */
  action?: string | undefined;
  /** Batch dialogs: the records, their versions when selected, and the fields chosen to change. */
  ids?: string[] | undefined;
  rowVersions?: Record<string, number> | undefined;
  chosen?: string[] | undefined;
}

/** The newest drafts are kept; an account cannot fill the browser's storage with old ones. */
export const MAX_DRAFTS = 30;

export const draftKey = ({ entity, hospCode, dialog, rowId }: DraftPlace): string =>
  [entity, hospCode ?? '', dialog, rowId ?? ''].join('|');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDraft = (value: unknown): value is FormDraft =>
  isObject(value) &&
  typeof value.entity === 'string' &&
  typeof value.dialog === 'string' &&
  isObject(value.values) &&
  typeof value.savedAt === 'number';

export function readDrafts(storage: DraftStorage | undefined): Record<string, FormDraft> {
  const stored = storage?.read();
  if (!isObject(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([key, draft]) => isDraft(draft) && key === draftKey(draft))) as Record<
    string,
    FormDraft
  >;
}

const listeners = new WeakMap<DraftStorage, Set<() => void>>();

/** Calls `listener` after every save or removal through this storage (a screen's notice follows them). */
export function onDraftsChanged(storage: DraftStorage, listener: () => void): () => void {
  let set = listeners.get(storage);
  if (!set) {
    set = new Set();
    listeners.set(storage, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function writeDrafts(storage: DraftStorage, drafts: Record<string, FormDraft>): void {
  storage.write(drafts);
  for (const listener of listeners.get(storage) ?? []) listener();
}

export function findDraft(storage: DraftStorage | undefined, place: DraftPlace): FormDraft | undefined {
  return readDrafts(storage)[draftKey(place)];
}

export function saveDraft(storage: DraftStorage | undefined, draft: FormDraft): void {
  if (!storage) return;
  const drafts = { ...readDrafts(storage), [draftKey(draft)]: draft };
  const newest = Object.entries(drafts)
    .sort(([, left], [, right]) => right.savedAt - left.savedAt)
    .slice(0, MAX_DRAFTS);
  writeDrafts(storage, Object.fromEntries(newest));
}

export function removeDraft(storage: DraftStorage | undefined, place: DraftPlace): void {
  if (!storage) return;
  const drafts = readDrafts(storage);
  const key = draftKey(place);
  if (!(key in drafts)) return;
  delete drafts[key];
  writeDrafts(storage, drafts);
}

/** A screen's drafts (entity and hospital), newest first. */
export function screenDrafts(storage: DraftStorage | undefined, entity: string, hospCode: string | undefined): FormDraft[] {
  return Object.values(readDrafts(storage))
    .filter((draft) => draft.entity === entity && (draft.hospCode ?? '') === (hospCode ?? ''))
    .sort((left, right) => right.savedAt - left.savedAt);
}

/**
 * The values a draft keeps: the listed fields, emptied ones as null (so restoring empties them
 * over the row's value), secrets never.
 */
export function draftValues(values: FormValues, fields: readonly string[], isSecret: (name: string) => boolean): FormValues {
  const kept: FormValues = {};
  for (const name of fields) {
    if (isSecret(name)) continue;
    const value = values[name];
    kept[name] = value === undefined || value === '' ? null : value;
  }
  return kept;
}

/** Drafts in memory, for stories and tests (and as the in-memory data provider's). */
export function createMemoryDraftStorage(initial: Record<string, FormDraft> = {}): DraftStorage {
  let stored: unknown = structuredClone(initial);
  return {
    read: () => structuredClone(stored),
    write: (drafts) => {
      stored = structuredClone(drafts);
    },
  };
}
