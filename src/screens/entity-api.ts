import { createHttpDataProvider, type DraftStorage } from '../../engine/client/core';
import type { EntitySchema } from '../../engine/schema/entity-types';
import { http } from '../../platform/api/http';
import { appStore } from '../../platform/state/app-store';
import { sessionAtom } from '../../platform/state/session-atoms';
import { StorageNames, readStored, writeStored } from '../../platform/state/storage';
import { accountHospitalMemory } from './hospital-memory';

/**
 * Dialog drafts in the console's versioned local storage, per signed-in account (read at each
 * call, so a re-login as the same account finds them and another account never does).
 */
export const accountDraftStorage: DraftStorage = {
  read: () => {
    const acctId = appStore.get(sessionAtom).acctId;
    return acctId ? readStored<unknown>(StorageNames.formDrafts, {}, { scope: { acctId } }) : {};
  },
  write: (drafts) => {
    const acctId = appStore.get(sessionAtom).acctId;
    if (acctId) writeStored(StorageNames.formDrafts, drafts, { acctId });
  },
};

/**
 * The schema engine's data provider over the console's one HTTP client, drafts and each screen's
 * last chosen hospital kept per account.
 */
export const entityDataProvider = { ...createHttpDataProvider(http), drafts: accountDraftStorage, hospitalMemory: accountHospitalMemory };

/** An entity schema as the server serves it: screens always render what the server enforces. */
export const fetchEntitySchema = (name: string) => http.get<EntitySchema>(`/api/entities/${encodeURIComponent(name)}`);
