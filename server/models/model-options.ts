import type { Kysely } from 'kysely';

export interface Option {
  value: string;
  label: string;
}

/** The catalogue's brands, each labelled with its models: the ledger offers `迈瑞  SV800、BeneView T5`. */
export async function brandOptions(db: Kysely<any>): Promise<Option[]> {
  const rows = await db
    .selectFrom('platform.eqp_model')
    .select(['eqp_brand', 'eqp_model'])
    .orderBy('eqp_brand')
    .orderBy('eqp_model')
    .execute();
  const brands = new Map<string, string[]>();
  for (const row of rows) brands.set(row.eqp_brand as string, [...(brands.get(row.eqp_brand as string) ?? []), row.eqp_model as string]);
  return [...brands].map(([brand, models]) => ({ value: brand, label: models.join('、') }));
}

/**
 * The catalogue's models, each labelled with its brand and name (`SV800  迈瑞 呼吸机`): typing a
 * brand finds its models too. A model two brands share is offered once per brand.
 */
export async function modelOptions(db: Kysely<any>): Promise<Option[]> {
  const rows = await db
    .selectFrom('platform.eqp_model')
    .select(['eqp_brand', 'eqp_model', 'eqp_name'])
    .orderBy('eqp_brand')
    .orderBy('eqp_model')
    .execute();
  return rows.map((row) => ({ value: row.eqp_model as string, label: [row.eqp_brand, row.eqp_name].filter(Boolean).join(' ') }));
}
