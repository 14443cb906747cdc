import { atom } from 'jotai';
import type { HospInfo, MenuNode } from '../../contracts/session';
import type { EntityIndexItem } from '../../engine/schema/entity-index';
import { readToken } from '../session/token-cookie';
import { StorageNames, isPositiveNumber, readStored } from './storage';

/** 'idle' means "not asked yet": the route guard asks for it when a page needs it. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Seed 000 section 9: auto-logout delay default 180 s. */
export const DEFAULT_AUTO_LOGOUT_DELAY = 180;

/** Everything the console knows about the signed-in user (seed 000 section 3, Session). */
export interface SessionState {
  hasToken: boolean;
  /** A logout is under way: the guard holds still until the user has left the page. */
  signingOut: boolean;
  accountStatus: LoadStatus;
  acctType: string | null;
  isAdmin: boolean;
  /** The account's id: the scope of what is kept per account (tabs, recent pages). */
  acctId: string | null;
  name: string;
  avatar: string | null;
  hospitalsStatus: LoadStatus;
  hospInfos: HospInfo[];
  /** Hospital whose menus and auth ids are loaded (or loading). */
  authHospCode: string | null;
  authStatus: LoadStatus;
  currentHospCode: string | null;
  authIdList: string[];
  menus: MenuNode[];
  /** The entities the server serves to this account (GET /api/entities): the schema screens' routes and titles. */
  entitiesStatus: LoadStatus;
  entities: EntityIndexItem[];
  autoLogoutDelay: number;
}

export function freshSession(hasToken: boolean = readToken() !== null): SessionState {
  return {
    hasToken,
    signingOut: false,
    accountStatus: 'idle',
    acctType: null,
    isAdmin: false,
    acctId: null,
    name: '',
    avatar: null,
    hospitalsStatus: 'idle',
    hospInfos: [],
    authHospCode: null,
    authStatus: 'idle',
    currentHospCode: null,
    authIdList: [],
    menus: [],
    entitiesStatus: 'idle',
    entities: [],
    autoLogoutDelay: readStored(StorageNames.autoLogoutDelay, DEFAULT_AUTO_LOGOUT_DELAY, { isValid: isPositiveNumber }),
  };
}

export const sessionAtom = atom<SessionState>(freshSession());
