/** Every server response is this envelope; code '0' is success (docs/session-api.md). */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}
