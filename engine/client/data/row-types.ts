/**
 * The plain shapes rows and options have on the wire. Apart from data-provider.ts so the stores the
 * provider names (drafts, hospital memory) can use them without importing the provider back.
 */

/** One row as the server returns it (wire names, readable fields only, plus `<field>Desc`). */
export type Row = Record<string, unknown> & { id: string };

export interface Option {
  value: string | number | boolean;
  label: string;
}
