import type { Envelope } from '../../contracts/envelope.js';
export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  /** Set-Cookie headers, one entry each. */
  cookies: string[];
}

export interface CallOptions {
  /** Sent in the `token` header. */
  token?: string;
  /** Sent as cookie `tk`. */
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as-is instead of JSON.stringify(body), for malformed-body tests. */
  rawBody?: string;
}

// A password field with a value, or an argon2 hash, must never leave the server.
const SECRET_PATTERNS = [/pass_word/i, /"passWord"\s*:\s*"[^"]/, /\$argon2/];

/**
 * Checks that hold for every response, so each test enforces them: an x-request-id header and no
 * password material in the body. A violation throws and fails the calling test.
 */
function assertResponseInvariants(method: string, path: string, response: Response, text: string): void {
  if (!response.headers.get('x-request-id')) throw new Error(`${method} ${path}: response has no x-request-id header`);
  const leak = SECRET_PATTERNS.find((pattern) => pattern.test(text));
  if (leak) throw new Error(`${method} ${path}: response body matches ${leak}: ${text.slice(0, 500)}`);
}

export class ApiClient {
  constructor(readonly baseUrl: string) {}

  get<T = unknown>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.call<T>('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.call<T>('POST', path, body, options);
  }

  /** Any call; the body may be raw text. Returns the parsed envelope (throws if the body is not JSON). */
  async call<T>(method: string, path: string, body: unknown, options: CallOptions): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.token = options.token;
    if (options.cookie !== undefined) headers.cookie = `tk=${options.cookie}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';

    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    assertResponseInvariants(method, path, response, text);
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${path}: HTTP ${response.status}, body is not JSON: ${text.slice(0, 300)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed, cookies: response.headers.getSetCookie() };
  }

  /** Logs in (POST /api/login) and returns the token; throws with the server's msg on refusal. */
  async login(loginName: string, passWord: string): Promise<string> {
    const response = await this.post<{ token: string }>('/api/login', { loginName, passWord });
    if (response.body.code !== '0') throw new Error(`login ${loginName} refused: ${response.body.code} ${response.body.msg}`);
    return response.body.data.token;
  }
}
