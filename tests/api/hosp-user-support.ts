import type { ApiClient, ApiResponse } from '../support/api-client.js';

/** Calls of /db/hosp-user-info as one caller (token). */
export function hospUserCalls(api: ApiClient, token: () => string) {
  const post = <T = unknown>(name: string, body: unknown, as = token()): Promise<ApiResponse<T>> =>
    api.post<T>(`/db/hosp-user-info/${name}`, body, { token: as });
  return {
    post,
    query: <T>(body: Record<string, unknown>, as?: string) =>
      post<{ list: T[]; total: number }>('query', { pagedQueryInfo: { index: 1, pageSize: 50 }, ...body }, as),
    options: async (resource: string, hospCode: string) =>
      (await api.get<{ value: string; label: string }[]>(`/api/selector/1/${resource}?hospCode=${hospCode}`, { token: token() })).body.data,
  };
}

export interface HospUserRow {
  id: string;
  acctId: string;
  acctName: string;
  acctNo: string | null;
  cellPhone: string | null;
  hospCode: string;
  hospDeptId: string | null;
  hospDeptIdDesc: string | null;
  hospRoleId: string | null;
  hospRoleIdDesc: string | null;
  state: string;
  stateDesc: string | null;
  [key: string]: unknown;
}

let serial = 0;
/** A mobile number no other test run uses: 11 digits, starting with 1. */
export function uniquePhone(): string {
  serial += 1;
  const tail = String((Date.now() * 10 + serial) % 1e8).padStart(8, '0');
  return `147${tail}`;
}

export const NEW_PASSWORD = 'Test_2026';

/**
 * The wizard through the API: check, create the account, bind it with a department and the named
 * role. Returns the account id and the binding id.
 */
export async function createHospitalUser(
  calls: ReturnType<typeof hospUserCalls>,
  hospCode: string,
  person: { acctName: string; cellPhone?: string; roleName?: string },
): Promise<{ acctId: string; id: string; cellPhone: string }> {
  const cellPhone = person.cellPhone ?? uniquePhone();
  const check = await calls.post<{ enableNext: boolean; newAcct: boolean }>('addCheck', { hospCode, type: '01', cellPhone });
  if (!check.body.data.enableNext || !check.body.data.newAcct) throw new Error(`addCheck: ${JSON.stringify(check.body)}`);
  const created = await calls.post<string>('acct-add', {
    hospCode,
    type: '01',
    cellPhone,
    acctName: person.acctName,
    passWord: NEW_PASSWORD,
  });
  if (created.body.code !== '0') throw new Error(`acct-add: ${JSON.stringify(created.body)}`);
  const acctId = created.body.data;
  const dept = (await calls.options('dept', hospCode))[0]!.value;
  const role = (await calls.options('role', hospCode)).find((option) => option.label === (person.roleName ?? '维修工程师'))!.value;
  const added = await calls.post<string>('add', { hospCode, acctId, hospDeptId: dept, hospRoleId: role, state: '01' });
  if (added.body.code !== '0') throw new Error(`add: ${JSON.stringify(added.body)}`);
  return { acctId, id: added.body.data, cellPhone };
}
