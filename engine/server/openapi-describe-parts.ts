/** What openapi.ts lends the describers of engine features: the tag and the answer wrappers (envelope, conflict). */
export interface DescribeParts {
  tag: string;
  envelope(data: unknown): unknown;
  /** The data of a write: success, or a conflict's rows. */
  writeAnswer(success: unknown): unknown;
  conflictAnswer: string;
}
