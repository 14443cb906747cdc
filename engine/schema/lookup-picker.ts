import type { EntitySchema, FieldDef, LookupDef } from './entity-types';

/**
 * The lookup picker's contract, one definition for both engine halves (the server's route in
 * engine/server/lookup-options.ts, the client's LookupWidget and data providers): a field that
 * holds another entity's id is picked from that entity's records, read as that entity's own query
 * reads them (its permission, hospital, fixed and read filters).
 */

/** `POST <endpoint>/lookup-options` of the entity holding the lookup field. */
export const LOOKUP_OPTIONS_PATH = 'lookup-options';
export const LOOKUP_PAGE_SIZE = 20;
export const LOOKUP_MAX_PAGE_SIZE = 50;
/** At most this many ids per call when naming the current values (`ids`). */
export const LOOKUP_MAX_IDS = 50;

export interface LookupOptionsRequest {
  /** The lookup field of this entity whose records are offered. */
  field: string;
  /** Part of the label (case-insensitive); empty: every record. */
  keyword?: string;
  /** Page from 1. */
  index?: number;
  pageSize?: number;
  /** Instead of a page: the labels of these ids (the value a form or a filter already holds). */
  ids?: string[];
  /** Hospital-scoped entities: the hospital the form or list works in. */
  hospCode?: string;
}

export interface LookupOption {
  value: string;
  label: string;
}

export interface LookupOptionsAnswer {
  list: LookupOption[];
  total: number;
}

/**
 * A lookup whose value must be a record of the other entity: it is picked from those records and
 * checked on every write. A lookup with a `fallbackField` is not: its id may name nobody (an
 * engineer without an account), the row's own name then shows.
 */
export function isPickableLookup(field: FieldDef): field is FieldDef & { lookup: LookupDef } {
  return field.lookup !== undefined && field.lookup.fallbackField === undefined;
}

/** The entity's pickable lookup fields, by name. */
export function pickableLookupFields(entity: EntitySchema): string[] {
  return Object.entries(entity.fields).flatMap(([name, field]) => (isPickableLookup(field) ? [name] : []));
}

/** Message of a write naming a record that does not exist, or that the caller cannot see (<title>不存在). */
export const lookupMissingMessage = (title: string): string => `${title}不存在`;
