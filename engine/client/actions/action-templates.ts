import type { OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

/** `{field}` in a text or path becomes the row's value (missing values become ''). */
export function fillTemplate(template: string, values: Record<string, unknown>, encode: (text: string) => string = (text) => text): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9.]*)\}/g, (_match, key: string) => {
    const value = values[key];
    return value === undefined || value === null ? '' : encode(String(value));
  });
}

/**
 * A navigate action's link: like fillTemplate, each value URL-encoded, so a value holding `&`, `#`,
 * `?` or `/` stays one path segment or one parameter value instead of breaking the link.
 */
export const fillLinkTemplate = (template: string, values: Record<string, unknown>): string =>
  fillTemplate(template, values, encodeURIComponent);

export interface OperationTarget {
  /** The row a row action (or one step of an `each` selection action) works on. */
  row?: Row;
  /** The selected rows (selection actions). */
  rows?: Row[];
  /** The chooser's value, when the action asks for one. */
  choice?: unknown;
  /** The page's hospital. */
  hospCode?: string | undefined;
}

/**
 * The body of an operation call from the schema's `body` map: `"{field}"` takes the row's value
 * (typed, not stringified), `"{choice}"` the chooser's value, `"{selection.field}"` the list of that
 * field over the selected rows, `"{hospCode}"` the page's hospital; anything else is a constant.
 */
export function operationBody(action: OperationActionDef, target: OperationTarget): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(action.body)) {
    const placeholder = typeof spec === 'string' ? /^\{([A-Za-z][A-Za-z0-9.]*)\}$/.exec(spec)?.[1] : undefined;
    if (placeholder === undefined) body[key] = spec;
    else if (placeholder === 'choice') body[key] = target.choice;
    else if (placeholder === 'hospCode' && !target.row?.hospCode) body[key] = target.hospCode;
    else if (placeholder.startsWith('selection.'))
      body[key] = (target.rows ?? []).map((row) => row[placeholder.slice('selection.'.length)]);
    else body[key] = target.row?.[placeholder];
  }
  return body;
}

/** Row actions with `visibleWhen`: every listed field must hold one of the values. */
export function isActionVisible(visibleWhen: Record<string, unknown[]> | undefined, row: Row): boolean {
  if (!visibleWhen) return true;
  return Object.entries(visibleWhen).every(([field, values]) => values.includes((row[field] ?? null) as never));
}
