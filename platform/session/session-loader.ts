import { ApiError, SESSION_TIMEOUT_CODE } from '../api/api-error';
import { fetchEntityIndex } from '../api/entity-index-api';
import { sessionApi } from '../api/session-api';
import type { LoadStep } from '../routing/guard-decision';
import { ADMIN_ACCOUNT_TYPE, isSessionAccountType } from '../routing/guard-decision';
import { sessionAtom, type SessionState } from '../state/session-atoms';
import type { AppStore } from '../state/app-store';
import { StorageNames, writeStored } from '../state/storage';
import { accountTypeRefusedAtom } from './account-type-notice';
import { currentSessionEpoch } from './session-actions';

/**
 * Runs one step the route guard asked for. Each step marks itself 'loading' synchronously first,
 * so a second request for the same step (StrictMode, quick re-renders) is a no-op.
 */
export async function runLoadStep(store: AppStore, request: LoadStep): Promise<void> {
  if (request.step === 'account') return loadAccount(store);
  if (request.step === 'hospitals') return loadHospitals(store);
  if (request.step === 'entities') return loadEntities(store);
  return loadHospitalAuth(store, request.hospCode);
}

function update(store: AppStore, epoch: number, change: (session: SessionState) => Partial<SessionState> | null): void {
  if (epoch !== currentSessionEpoch()) return;
  const session = store.get(sessionAtom);
  const patch = change(session);
  if (patch) store.set(sessionAtom, { ...session, ...patch });
}

async function loadAccount(store: AppStore): Promise<void> {
  if (store.get(sessionAtom).accountStatus !== 'idle') return;
  const epoch = currentSessionEpoch();
  update(store, epoch, () => ({ accountStatus: 'loading' }));
  try {
    // acct-type decides the flow (seed 000 section 4); getUserInfo adds the name shown in the top bar.
    // The server answers nothing else to other types, so the type is read first.
    const acctType = await sessionApi.accountType();
    if (!isSessionAccountType(acctType)) {
      if (epoch === currentSessionEpoch()) store.set(accountTypeRefusedAtom, true);
      update(store, epoch, () => ({ accountStatus: 'loaded', acctType, isAdmin: false }));
      return;
    }
    const userInfo = await sessionApi.userInfo();
    update(store, epoch, () => ({
      accountStatus: 'loaded',
      acctType,
      isAdmin: acctType === ADMIN_ACCOUNT_TYPE,
      acctId: userInfo.id ?? null,
      name: userInfo.name,
      avatar: userInfo.avatar ?? null,
    }));
  } catch (error) {
    // 098: the HTTP client's re-login dialog reloads the page; a retry panel behind it would only
    // offer a second, pointless way out. Other failures: the guard offers retry or logout.
    if (error instanceof ApiError && error.code === SESSION_TIMEOUT_CODE) return;
    update(store, epoch, () => ({ accountStatus: 'failed' }));
  }
}

async function loadHospitals(store: AppStore): Promise<void> {
  if (store.get(sessionAtom).hospitalsStatus !== 'idle') return;
  const epoch = currentSessionEpoch();
  update(store, epoch, () => ({ hospitalsStatus: 'loading' }));
  try {
    const hospInfos = await sessionApi.hospitalList();
    update(store, epoch, () => ({ hospitalsStatus: 'loaded', hospInfos }));
  } catch {
    // Seed 000 section 8: a failed hospital list is only logged.
    console.error('拉取医院列表失败');
    update(store, epoch, () => ({ hospitalsStatus: 'failed', hospInfos: [] }));
  }
}

/** The schema screens the server serves this account; without them only the static routes and /entity/<name> are pages. */
async function loadEntities(store: AppStore): Promise<void> {
  if (store.get(sessionAtom).entitiesStatus !== 'idle') return;
  const epoch = currentSessionEpoch();
  update(store, epoch, () => ({ entitiesStatus: 'loading' }));
  try {
    const entities = await fetchEntityIndex();
    update(store, epoch, () => ({ entitiesStatus: 'loaded', entities }));
  } catch {
    // The HTTP client has shown the error; the console goes on with its static routes.
    update(store, epoch, () => ({ entitiesStatus: 'failed', entities: [] }));
  }
}

async function loadHospitalAuth(store: AppStore, hospCode: string): Promise<void> {
  const before = store.get(sessionAtom);
  if (before.authHospCode === hospCode && before.authStatus !== 'idle') return;
  const epoch = currentSessionEpoch();
  update(store, epoch, () => ({ authHospCode: hospCode, authStatus: 'loading' }));
  // Only the answer for the hospital still wanted counts: the user may have switched meanwhile.
  const stillWanted = (session: SessionState) => session.authHospCode === hospCode;
  try {
    const { menuList, authIdList } = await sessionApi.hospitalAuth(hospCode);
    update(store, epoch, (session) => {
      if (!stillWanted(session)) return null;
      writeStored(StorageNames.currentHospCode, hospCode);
      return { authStatus: 'loaded', menus: menuList, authIdList, currentHospCode: hospCode };
    });
  } catch {
    update(store, epoch, (session) => (stillWanted(session) ? { authStatus: 'failed', menus: [], authIdList: [] } : null));
  }
}
