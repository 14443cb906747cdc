import type { MenuNode } from '../../contracts/session';
import type { SessionState } from '../../platform/state/session-atoms';
import { SAMPLE_HOSP_CODE, SAMPLE_ME, sampleMenuChoices } from '../panels/sample-data';

/** The sample hospital's name, as the session's hospital list holds it (shown in the cockpits' header). */
export const SAMPLE_HOSP_NAME = '示范市第一人民医院';

/** The menus of the sample user: the pages the dashboards' figures link to, open to everyone. */
const sampleMenus: MenuNode[] = sampleMenuChoices.map((choice, index) => ({
  id: `65f0a1b2c3d4e5f6012360${String(index).padStart(2, '0')}`,
  menuName: choice.name,
  icon: null,
  sort: index + 1,
  path: choice.path,
  component: null,
  parentId: '0',
  hospCode: SAMPLE_HOSP_CODE,
  authId: null,
  hidden: false,
  affix: false,
  children: [],
}));

/** A hospital user of 10001 signed in, with the account, hospital list and menus loaded (what the route guard leaves). */
export const sampleSession: Partial<SessionState> = {
  hasToken: true,
  accountStatus: 'loaded',
  acctType: '01',
  acctId: SAMPLE_ME,
  name: '张工程师',
  hospitalsStatus: 'loaded',
  hospInfos: [{ id: '6b018ff8b854a8edc8304281', hospCode: SAMPLE_HOSP_CODE, hospName: SAMPLE_HOSP_NAME }],
  authHospCode: SAMPLE_HOSP_CODE,
  authStatus: 'loaded',
  currentHospCode: SAMPLE_HOSP_CODE,
  authIdList: [],
  menus: sampleMenus,
  entitiesStatus: 'loaded',
};

/** Signed in, but the hospital list does not name 10001: a cockpit asks the server first. */
export const sessionWithoutHospital: Partial<SessionState> = { ...sampleSession, hospInfos: [] };

/** Nobody signed in and no display key. */
export const signedOut: Partial<SessionState> = { hasToken: false };
