/**
 * The little of an HTTP client the engine needs. Both calls resolve with the envelope's `data` and
 * reject on failure after showing the message. The console's axios client (platform/api/http.ts) fits
 * as it is: `get` takes axios-style `{ params }`.
 */
export interface EngineHttp {
  post<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  get<T>(url: string, config?: { params?: Record<string, string>; silent?: boolean }): Promise<T>;
  /** PUT and DELETE, for operations a schema moves there (`operationRoutes`); clients without them cannot call those. */
  put?<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  delete?<T>(url: string, config?: { params?: Record<string, string> }): Promise<T>;
  /** A multipart POST (uploads); clients without it cannot send files. */
  postForm?<T>(url: string, form: FormData, config?: { onProgress?: (percent: number) => void }): Promise<T>;
}

/** `silent`: show no failure; `quietCodes`: show none with these envelope codes (the caller does). */
export type RequestConfig = { silent?: boolean; quietCodes?: readonly string[]; headers?: Record<string, string> };
