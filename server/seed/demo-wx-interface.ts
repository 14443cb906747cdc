import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { readConfig } from '../config.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { openUploadStorage } from '../uploads/storage/open-storage.js';
import { readUploadConfig } from '../uploads/upload-config.js';
import { fileUrl, newObjectKey } from '../uploads/upload-keys.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { roundIconPng, type Rgb } from './demo-icon-png.js';

/** The device types of dictionary DIVICE_TYPE with the label and colour of their demo icon. */
const DEVICE_ICONS: Record<string, { lable: string; rgb: Rgb }> = {
  '01': { lable: '设备报修', rgb: [245, 63, 63] },
  '02': { lable: '巡检任务', rgb: [22, 93, 255] },
  '03': { lable: '保养任务', rgb: [0, 180, 42] },
  '04': { lable: '质控检测', rgb: [114, 46, 209] },
  '05': { lable: '计量检定', rgb: [20, 201, 201] },
  '06': { lable: '资产盘点', rgb: [255, 125, 0] },
};

/** Interface configurations of the two first demo hospitals (schemas/hosp-wx-interface.json). */
export const demoWxInterfaces = [
  { hospCode: '10001', type: '01', interfaceName: '首页设备快捷入口', devices: ['01', '02', '03', '06'] },
  { hospCode: '10001', type: '02', interfaceName: '工程师工作台', devices: ['01', '04', '05'] },
  { hospCode: '10002', type: '01', interfaceName: '首页设备快捷入口', devices: ['01', '02'] },
  { hospCode: '10002', type: '03', interfaceName: '设备详情操作区', devices: ['01', '03', '05'] },
];

/** Stores one icon per device type through the upload storage, as an upload would; returns their addresses. */
async function storeIcons(types: string[]): Promise<Record<string, string>> {
  const uploads = readUploadConfig(readConfig());
  const storage = openUploadStorage(uploads.storage);
  const urls: Record<string, string> = {};
  for (const type of types) {
    const bytes = roundIconPng(DEVICE_ICONS[type]!.rgb);
    const key = newObjectKey('IMG_ICON');
    const meta = {
      contentType: 'image/png',
      name: `icon-${type}.png`,
      size: bytes.length,
      type: 'IMG_ICON' as const,
      acctId: 'demo-seed',
      uploadedAt: new Date().toISOString(),
    };
    await storage.put(key, bytes, meta);
    urls[type] = fileUrl(uploads.ossUrl, key, 'IMG_ICON', meta.name);
  }
  return urls;
}

/**
 * Demo mini-program interface configurations with their device display items and icons, so the
 * screen has rows on first start. Skipped once any configuration exists (a second start adds
 * nothing); the icons are stored only when the rows are about to be written.
 */
export async function seedDemoWxInterfaces(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  if (await store.selectFrom('platform.hosp_wx_interface').select('id').limit(1).executeTakeFirst()) return;
  const icons = await storeIcons([...new Set(demoWxInterfaces.flatMap((row) => row.devices))]);
  const now = nowDateTime();
  await store
    .insertInto('platform.hosp_wx_interface')
    .values(
      demoWxInterfaces.map((row) => ({
        id: newObjectId(),
        type: row.type,
        interface_name: row.interfaceName,
        hosp_code: row.hospCode,
        device_show: JSON.stringify(row.devices.map((type) => ({ type, lable: DEVICE_ICONS[type]!.lable, icon: icons[type] }))),
        create_date_time: now,
        lstupd_date_time: now,
      })),
    )
    .execute();
}
