/** One field of an audit row's diff, as the server writes it (server/audit/audit-changes.ts). */
export interface FieldChange {
  field: string;
  title: string;
  old?: unknown;
  new?: unknown;
}
