import axios, { type AxiosAdapter, type AxiosRequestConfig } from 'axios';
import { i18n } from '../i18n/i18n';
import { reloginPathFor } from '../routing/login-path';
import { clearToken, readToken } from '../session/token-cookie';
import { ApiError, SESSION_TIMEOUT_CODE, SUCCESS_CODE, isEnvelope } from './api-error';
import { DISPLAY_KEY_HEADER, readDisplayKey } from './display-key-storage';
import { createArcoFeedback, type HttpFeedback } from './http-feedback';

/** Seed 000 section 7: the shared client waits up to ten minutes (long exports, big uploads). */
export const REQUEST_TIMEOUT_MS = 600_000;
export const CHANNEL = 'pc-web';

export interface RequestOptions {
  /** Skip the toast/dialog: for calls whose failure the caller handles entirely (e.g. logout). */
  silent?: boolean;
  /** Skip them only for these envelope codes (an edit's 409 conflict, which its dialog resolves in place). */
  quietCodes?: readonly string[];
}

export interface HttpClientDeps {
  feedback: HttpFeedback;
  readToken: () => string | null;
  /** A wall display's key for this tab (platform/api/display-key-storage.ts), sent only without a token. */
  readDisplayKey?: () => string | null;
  /** Tests pass a fake adapter; production uses axios's own. */
  adapter?: AxiosAdapter;
}

export interface HttpClient {
  get<T>(url: string, config?: AxiosRequestConfig & RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig & RequestOptions): Promise<T>;
  /** The seeds' few PUT and DELETE calls (scheduled jobs, seed 002 section 7). */
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig & RequestOptions): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig & RequestOptions): Promise<T>;
  /** Multipart (uploads): the browser sets the boundary; progress is reported as 0–100. */
  postForm<T>(url: string, form: FormData, config?: RequestOptions & { onProgress?: (percent: number) => void }): Promise<T>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', channel: CHANNEL },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    const token = deps.readToken();
    if (token) config.headers.set('token', token);
    const displayKey = token ? null : deps.readDisplayKey?.();
    if (displayKey) config.headers.set(DISPLAY_KEY_HEADER, displayKey);
    // The server answers dictionary labels in this language (server/http/request-language.ts).
    config.headers.set('lang', i18n.language === 'en' ? 'en' : 'zh');
    return config;
  });

  async function request<T>(config: AxiosRequestConfig & RequestOptions): Promise<T> {
    const { silent = false, quietCodes = [], ...axiosConfig } = config;
    const quiet = (failure: ApiError) => silent || quietCodes.includes(failure.code);
    let body: unknown;
    try {
      body = (await instance.request(axiosConfig)).data;
    } catch (error) {
      const failure = toTransportError(error);
      throw report(failure, quiet(failure));
    }
    if (isEnvelope(body) && body.code === SUCCESS_CODE) return body.data as T;
    const failure = isEnvelope(body)
      ? new ApiError(body.code, body.msg, body.data ?? null, 200)
      : new ApiError('BAD_RESPONSE', i18n.t('http.badResponse'), body ?? null, 200);
    throw report(failure, quiet(failure));
  }

  /** Shows the failure to the user (once, in the way seed 000 section 8 says) and returns it. */
  function report(failure: ApiError, silent: boolean): ApiError {
    if (silent) return failure;
    // A wall display's refused key: its cockpit frame says so at its next check, a re-login dialog would not help.
    if (failure.code === SESSION_TIMEOUT_CODE && !deps.readToken() && deps.readDisplayKey?.()) return failure;
    if (failure.code === SESSION_TIMEOUT_CODE) deps.feedback.showSessionTimeout(failure.msg || i18n.t('session.timeoutText'));
    else deps.feedback.showError(failure.msg);
    return failure;
  }

  return {
    get: (url, config = {}) => request({ ...config, method: 'GET', url }),
    post: (url, body, config = {}) => request({ ...config, method: 'POST', url, data: body ?? {} }),
    put: (url, body, config = {}) => request({ ...config, method: 'PUT', url, data: body ?? {} }),
    // No body: a JSON content type with an empty body is refused by the server.
    delete: (url, config = {}) => request({ ...config, method: 'DELETE', url }),
    // Not the instance's JSON content type: axios would turn the FormData into JSON.
    postForm: (url, form, { onProgress, ...config } = {}) =>
      request({
        ...config,
        method: 'POST',
        url,
        data: form,
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      }),
  };
}

/** HTTP and network failures: fixed texts for 504 and 403, else the envelope msg, else the error's message. */
function toTransportError(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) {
    return new ApiError('NETWORK', error instanceof Error ? error.message : String(error));
  }
  const status = error.response?.status ?? null;
  const body: unknown = error.response?.data;
  if (status === 504) return new ApiError('504', i18n.t('http.unreachable'), null, status);
  if (status === 403) return new ApiError('403', i18n.t('http.forbidden'), null, status);
  if (isEnvelope(body)) return new ApiError(body.code, body.msg || error.message, body.data ?? null, status);
  return new ApiError(status === null ? 'NETWORK' : String(status), error.message, null, status);
}

/**
 * The 098 dialog's button: end the session on the server and here, then start over from a full load
 * of the login for this page, which brings the user back to it (path and query) after signing in.
 */
async function reloginAfterTimeout(): Promise<void> {
  try {
    await http.get('/api/logOut', { silent: true });
  } catch {
    // The session is already gone on the server in most cases; clearing locally is what matters.
  }
  clearToken();
  window.location.assign(reloginPathFor(window.location.pathname, window.location.search));
}

export const http: HttpClient = createHttpClient({
  feedback: createArcoFeedback({ onRelogin: reloginAfterTimeout }),
  readToken,
  readDisplayKey,
});
