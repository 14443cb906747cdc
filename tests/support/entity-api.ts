import type { ApiClient, ApiResponse } from './api-client.js';
import { DEMO_PASSWORD } from './demo.js';

export interface Paged<T> {
  list: T[];
  total: number;
}

/** Signs in as the demo super admin through /api/adminLogin. */
export async function adminToken(api: ApiClient): Promise<string> {
  const response = await api.post<{ token: string }>('/api/adminLogin', { loginName: 'admin', passWord: DEMO_PASSWORD });
  if (response.body.code !== '0') throw new Error(`admin login refused: ${response.body.msg}`);
  return response.body.data.token;
}

/** Signs in a hospital user and chooses the hospital (what the console does after login). */
export async function hospitalUserToken(api: ApiClient, loginName: string, hospCode: string): Promise<string> {
  const token = await api.login(loginName, DEMO_PASSWORD);
  const auth = await api.post('/api/auth', { hospCode }, { token });
  if (auth.body.code !== '0') throw new Error(`auth for ${loginName} in ${hospCode} refused: ${auth.body.msg}`);
  return token;
}

/** Short helpers for one entity's endpoints. */
export function entityCalls(api: ApiClient, endpoint: string, token: () => string) {
  const post = <T = unknown>(operation: string, body: unknown): Promise<ApiResponse<T>> =>
    api.post<T>(`${endpoint}/${operation}`, body, { token: token() });
  return {
    post,
    query: <T>(body: Record<string, unknown> = {}, index = 1, pageSize = 10) =>
      post<Paged<T>>('query', { pagedQueryInfo: { index, pageSize }, ...body }),
    add: (body: unknown) => post<string>('add', body),
    update: (body: unknown) => post('update', body),
    remove: (body: unknown) => post<{ count: number }>('delete', body),
    batchUpdate: (body: unknown) => post<{ count: number }>('batchUpdate', body),
    detail: <T>(body: unknown) => post<T>('detail', body),
  };
}

/** A syntactically valid id that no record has. */
export const MISSING_ID = 'ffffffffffffffffffffffff';
