import type { Kysely } from 'kysely';
import { isObjectId } from '../../engine/server/object-id.js';
import type { Body } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/session-context.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { badRequest } from '../http/envelope.js';
import { groupBy, listDirectory, type DirectoryHospital } from './hospital-directory.js';
import { optionalText, requireHospCode } from './hospital-inputs.js';
import { knownKeys } from './directory-input.js';

/** What one directory call is given: the caller and its input (directory-input.ts), keys not yet checked. */
export interface DirectoryCall {
  db: Db;
  auth: AuthContext;
  input: Body;
}

/** One directory call's answer: the envelope's `data`. */
export type DirectoryAnswer = (call: DirectoryCall) => Promise<unknown>;

/** Account role type of the hospital-wide manager (README: the demo's `manager`). */
const MANAGER_ROLE_TYPE = '02';

const kyselyOf = (db: Db) => db as unknown as Kysely<any>;

function optionalId(input: Body, key: string, title: string): string | undefined {
  const value = input[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (!isObjectId(value)) throw badRequest(`${title}必须为24位十六进制字符`);
  return value;
}

const coordinate = (value: string | null) => (value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : null);

/** Hospitals grouped by company: a company is the platform's "sub group" of hospitals. */
function byCompany(hospitals: DirectoryHospital[]) {
  return [...groupBy(hospitals, (hospital) => hospital.compId)].map(([compId, list]) => ({
    compId,
    compName: list[0]!.compName,
    hospList: list,
  }));
}

/** queryHosp {hospCode?, hospName?, compId?}: the caller's hospitals, not paged. */
export const queryHosp: DirectoryAnswer = async ({ db, auth, input }) => {
  const body = knownKeys(input, ['hospCode', 'hospName', 'compId']);
  const hospCode = body.hospCode === undefined || body.hospCode === '' ? undefined : requireHospCode(body.hospCode);
  // A named hospital the caller may not use is refused (issue 26), not answered with an empty list.
  if (hospCode) await assertHospitalAccess(db, auth, hospCode);
  return listDirectory(kyselyOf(db), auth, {
    hospCode,
    hospName: optionalText(body, 'hospName', '医院名称', 200),
    compId: optionalId(body, 'compId', '公司ID'),
  });
};

/** queryCompanyHospList {compId?}: hospitals grouped by company. */
export const companyHospitals: DirectoryAnswer = async ({ db, auth, input }) => {
  const body = knownKeys(input, ['compId']);
  return byCompany(await listDirectory(kyselyOf(db), auth, { compId: optionalId(body, 'compId', '公司ID') }));
};

/** queryProvinceCompanyHospList {compId?, province?}: hospitals grouped by province, then company. */
export const provinceCompanyHospitals: DirectoryAnswer = async ({ db, auth, input }) => {
  const body = knownKeys(input, ['compId', 'province']);
  const hospitals = await listDirectory(kyselyOf(db), auth, {
    compId: optionalId(body, 'compId', '公司ID'),
    province: optionalText(body, 'province', '省份', 32),
  });
  return [...groupBy(hospitals, (hospital) => hospital.province)].map(([province, list]) => ({
    province,
    provinceDesc: list[0]!.provinceDesc,
    companyList: byCompany(list),
  }));
};

/** queryKunYaCompanyHospList {}: hospitals of the self-operated companies (the platform operator's own). */
export const selfOperatedHospitals: DirectoryAnswer = async ({ db, auth, input }) => {
  knownKeys(input, []);
  return listDirectory(kyselyOf(db), auth, { selfOperated: true });
};

/** GET querySubGroupHospList ?subGroupId=: the hospitals of one sub group (company), or all grouped. */
export const subGroupHospitals: DirectoryAnswer = async ({ db, auth, input }) => {
  const query = knownKeys(input, ['subGroupId']);
  const hospitals = await listDirectory(kyselyOf(db), auth, { compId: optionalId(query, 'subGroupId', '子集团ID') });
  return byCompany(hospitals).map((group) => ({ subGroupId: group.compId, subGroupName: group.compName, hospList: group.hospList }));
};

/** GET queryMapSubGroupHospList ?subGroupId=: map points (numeric coordinates, address). */
export const mapSubGroupHospitals: DirectoryAnswer = async ({ db, auth, input }) => {
  const query = knownKeys(input, ['subGroupId']);
  const hospitals = await listDirectory(kyselyOf(db), auth, { compId: optionalId(query, 'subGroupId', '子集团ID') });
  return hospitals.map((hospital) => ({
    hospCode: hospital.hospCode,
    hospName: hospital.hospName,
    subGroupId: hospital.compId,
    subGroupName: hospital.compName,
    longitude: coordinate(hospital.longitude),
    latitude: coordinate(hospital.latitude),
    address: [hospital.provinceDesc, hospital.cityDesc, hospital.districtDesc, hospital.addr].filter(Boolean).join(''),
  }));
};

/** GET manager-auth-check: may the caller open the sub-group (multi-hospital) views? */
export const managerAuthCheck: DirectoryAnswer = async ({ db, auth, input }) => {
  knownKeys(input, []);
  const account = await db.selectFrom('platform.acct').select('acct_role_type').where('id', '=', auth.acctId).executeTakeFirst();
  const acctRoleType = account?.acct_role_type ?? null;
  return { managerAuth: auth.isAdmin || acctRoleType === MANAGER_ROLE_TYPE, isAdmin: auth.isAdmin, acctRoleType };
};

/** POST query-sub-group-name (?hospCode=, or the session's hospital): its sub group. */
export const subGroupName: DirectoryAnswer = async ({ db, auth, input }) => {
  const params = knownKeys(input, ['hospCode']);
  const hospCode = requireHospCode(params.hospCode ?? auth.session.currentHospCode ?? undefined, '请选择医院');
  await assertHospitalAccess(db, auth, hospCode);
  const [hospital] = await listDirectory(kyselyOf(db), auth, { hospCode });
  if (!hospital) throw badRequest(`医院不存在: ${hospCode}`);
  return { hospCode, hospName: hospital.hospName, subGroupId: hospital.compId, subGroupName: hospital.compName };
};

/** POST query-sub-group-list: the sub groups (companies) of the caller's hospitals. */
export const subGroupList: DirectoryAnswer = async ({ db, auth, input }) => {
  knownKeys(input, []);
  const groups = byCompany(await listDirectory(kyselyOf(db), auth)).filter((group) => group.compId !== null);
  return groups.map((group) => ({ subGroupId: group.compId, subGroupName: group.compName, hospCount: group.hospList.length }));
};
