import type { Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { isObjectId } from '../../engine/server/object-id.js';
import type { Body } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import { authOf } from '../auth/session-context.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { badRequest } from '../http/envelope.js';
import { groupBy, listDirectory, type DirectoryHospital } from './hospital-directory.js';
import { onlyKeys, optionalText, requireHospCode } from './hospital-inputs.js';

/** Account role type of the hospital-wide manager (README: the demo's `manager`). */
const MANAGER_ROLE_TYPE = '02';

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

/**
 * The read-only directory calls of /db/hosp and /acct-center (docs/hospital-api.md): every caller
 * sees only the hospitals they may work in, so these are open to anyone signed in.
 */
export function directoryHandlers(db: Db): Record<string, OperationHandler> {
  const kysely = db as unknown as Kysely<any>;
  return {
    /** queryHosp {hospCode?, hospName?, compId?}: the caller's hospitals, not paged. */
    'hosp/queryHosp': async ({ request, input }) => {
      const body = onlyKeys(input, ['hospCode', 'hospName', 'compId']);
      const hospCode = body.hospCode === undefined || body.hospCode === '' ? undefined : requireHospCode(body.hospCode);
      // A named hospital the caller may not use is refused (issue 26), not answered with an empty list.
      if (hospCode) await assertHospitalAccess(db, authOf(request), hospCode);
      return {
        data: await listDirectory(kysely, authOf(request), {
          hospCode,
          hospName: optionalText(body, 'hospName', '医院名称', 200),
          compId: optionalId(body, 'compId', '公司ID'),
        }),
      };
    },

    /** queryCompanyHospList {compId?}: hospitals grouped by company. */
    'hosp/companyHospitals': async ({ request, input }) => {
      const body = onlyKeys(input, ['compId']);
      return { data: byCompany(await listDirectory(kysely, authOf(request), { compId: optionalId(body, 'compId', '公司ID') })) };
    },

    /** queryProvinceCompanyHospList {compId?, province?}: hospitals grouped by province, then company. */
    'hosp/provinceCompanyHospitals': async ({ request, input }) => {
      const body = onlyKeys(input, ['compId', 'province']);
      const hospitals = await listDirectory(kysely, authOf(request), {
        compId: optionalId(body, 'compId', '公司ID'),
        province: optionalText(body, 'province', '省份', 32),
      });
      return {
        data: [...groupBy(hospitals, (hospital) => hospital.province)].map(([province, list]) => ({
          province,
          provinceDesc: list[0]!.provinceDesc,
          companyList: byCompany(list),
        })),
      };
    },

    /** queryKunYaCompanyHospList {}: hospitals of the self-operated companies (the platform operator's own). */
    'hosp/selfOperatedHospitals': async ({ request, input }) => {
      onlyKeys(input, []);
      return { data: await listDirectory(kysely, authOf(request), { selfOperated: true }) };
    },

    /** GET querySubGroupHospList ?subGroupId=: the hospitals of one sub group (company), or all grouped. */
    'hosp/subGroupHospitals': async ({ request, input }) => {
      const query = onlyKeys(input, ['subGroupId']);
      const compId = optionalId(query, 'subGroupId', '子集团ID');
      const hospitals = await listDirectory(kysely, authOf(request), { compId });
      return {
        data: byCompany(hospitals).map((group) => ({ subGroupId: group.compId, subGroupName: group.compName, hospList: group.hospList })),
      };
    },

    /** GET queryMapSubGroupHospList ?subGroupId=: map points (numeric coordinates, address). */
    'hosp/mapSubGroupHospitals': async ({ request, input }) => {
      const query = onlyKeys(input, ['subGroupId']);
      const hospitals = await listDirectory(kysely, authOf(request), { compId: optionalId(query, 'subGroupId', '子集团ID') });
      return {
        data: hospitals.map((hospital) => ({
          hospCode: hospital.hospCode,
          hospName: hospital.hospName,
          subGroupId: hospital.compId,
          subGroupName: hospital.compName,
          longitude: coordinate(hospital.longitude),
          latitude: coordinate(hospital.latitude),
          address: [hospital.provinceDesc, hospital.cityDesc, hospital.districtDesc, hospital.addr].filter(Boolean).join(''),
        })),
      };
    },

    /** GET /acct-center/api/web/manager-auth-check: may the caller open the sub-group (multi-hospital) views? */
    'hosp/managerAuthCheck': async ({ request, input }) => {
      onlyKeys(input, []);
      const auth = authOf(request);
      const account = await db.selectFrom('platform.acct').select('acct_role_type').where('id', '=', auth.acctId).executeTakeFirst();
      const acctRoleType = account?.acct_role_type ?? null;
      return { data: { managerAuth: auth.isAdmin || acctRoleType === MANAGER_ROLE_TYPE, isAdmin: auth.isAdmin, acctRoleType } };
    },

    /** POST /acct-center/api/web/query-sub-group-name (?hospCode=, or the session's hospital): its sub group. */
    'hosp/subGroupName': async ({ request, input }) => {
      const params = onlyKeys({ ...(request.query as Body), ...input }, ['hospCode']);
      const auth = authOf(request);
      const hospCode = requireHospCode(params.hospCode ?? auth.session.currentHospCode ?? undefined, '请选择医院');
      await assertHospitalAccess(db, auth, hospCode);
      const [hospital] = await listDirectory(kysely, auth, { hospCode });
      if (!hospital) throw badRequest(`医院不存在: ${hospCode}`);
      return { data: { hospCode, hospName: hospital.hospName, subGroupId: hospital.compId, subGroupName: hospital.compName } };
    },

    /** POST /acct-center/api/web/query-sub-group-list: the sub groups (companies) of the caller's hospitals. */
    'hosp/subGroupList': async ({ request, input }) => {
      onlyKeys({ ...(request.query as Body), ...input }, []);
      const groups = byCompany(await listDirectory(kysely, authOf(request))).filter((group) => group.compId !== null);
      return {
        data: groups.map((group) => ({ subGroupId: group.compId, subGroupName: group.compName, hospCount: group.hospList.length })),
      };
    },
  };
}
