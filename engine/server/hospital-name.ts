import type { EntitySchema } from '../schema/entity-types';
import type { EntityHost } from './entity-context';
import type { WireRow } from './read-ops';

/**
 * Rows of a hospital-scoped entity also carry `hospCodeDesc`, the hospital's name, like the
 * `<field>Desc` of dictionary fields (seed 001: the role row's hospCodeDesc). One lookup per call:
 * every row of a call belongs to the one hospital the call names.
 */
export async function withHospitalName(
  host: EntityHost,
  entity: EntitySchema,
  hospCode: string | undefined,
  rows: WireRow[],
): Promise<WireRow[]> {
  if (entity.scope !== 'hospital' || !hospCode || !host.hospitalName || rows.length === 0) return rows;
  const name = (await host.hospitalName(hospCode)) ?? null;
  return rows.map((row) => ({ ...row, hospCodeDesc: name }));
}
