import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { equipmentCatalogue } from './equipment-catalogue.js';

/** Models of the demo certificates (server/seed/demo-documents.ts), linked to them by number. */
const certifiedModels = [
  { eqpBrand: '迈瑞', eqpModel: 'BeneView T5', eqpName: '多参数患者监护仪', tagCode: '05', rgstNo: '国械注准20213070458' },
  { eqpBrand: '迈瑞', eqpModel: 'BeneHeart D3', eqpName: '除颤监护仪', tagCode: '01', rgstNo: '国械注准20203010915' },
  { eqpBrand: '迈瑞', eqpModel: 'SV-300', eqpName: '呼吸机', tagCode: '01', rgstNo: '国械注准20193080217' },
  { eqpBrand: 'GE', eqpModel: 'Vivid E95', eqpName: '彩色多普勒超声诊断系统', tagCode: '02', rgstNo: '国械注进20183210532' },
  { eqpBrand: '史密斯', eqpModel: 'SP-600', eqpName: '输液泵', tagCode: '06', rgstNo: '国械注准20223140786' },
];

/** Every make the demo ledgers draw from (equipment-catalogue.ts), then the certified models; one row per brand and model. */
function demoModels() {
  const rows = new Map<string, { eqpBrand: string; eqpModel: string; eqpName: string; tagCode: string; rgstNo: string | null }>();
  for (const tag of equipmentCatalogue) {
    for (const item of tag.items) {
      for (const [eqpBrand, eqpModel] of item.makes)
        rows.set(`${eqpBrand}/${eqpModel}`, { eqpBrand, eqpModel, eqpName: item.name, tagCode: tag.tagCode, rgstNo: null });
    }
  }
  for (const model of certifiedModels) rows.set(`${model.eqpBrand}/${model.eqpModel}`, model);
  return [...rows.values()];
}

/** The model catalogue, once: a table that already has rows is left alone. Runs after the documents (certificates). */
export async function seedDemoModels(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  if (await store.selectFrom('platform.eqp_model').select('id').limit(1).executeTakeFirst()) return;
  const certificates = await store.selectFrom('platform.registration_info').select(['id', 'rgst_no']).execute();
  const certificateOf = (rgstNo: string | null) => certificates.find((row) => row.rgst_no === rgstNo)?.id ?? null;
  const now = nowDateTime();
  await store
    .insertInto('platform.eqp_model')
    .values(
      demoModels().map((model) => ({
        id: newObjectId(),
        eqp_brand: model.eqpBrand,
        eqp_model: model.eqpModel,
        eqp_name: model.eqpName,
        tag_code: model.tagCode,
        rgst_id: certificateOf(model.rgstNo),
        remark: null,
        create_date_time: now,
        lstupd_date_time: now,
      })),
    )
    .execute();
}
