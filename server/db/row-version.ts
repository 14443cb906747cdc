import { nextRowVersion } from '../../engine/server/row-versions.js';

/**
 * What every update of an engine entity's row sets besides its own columns: the update time, and
 * the version one up, so an edit form opened before this change is refused as a conflict instead
 * of writing over it (engine/server/row-versions.ts). Only for tables the entity schemas own.
 */
export const touchedRow = (now: string) => ({ lstupd_date_time: now, row_version: nextRowVersion() });
