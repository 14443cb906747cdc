import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { readConfig } from '../config.js';
import { hospSchema } from '../db/migrate.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { minimalPdf } from '../documents/minimal-pdf.js';
import { openUploadStorage } from '../uploads/storage/open-storage.js';
import { readUploadConfig } from '../uploads/upload-config.js';
import { fileUrl, newObjectKey } from '../uploads/upload-keys.js';

/** A demo file: its Chinese name (the download name) and the English text drawn in the PDF. */
interface DemoFile {
  name: string;
  pdfTitle: string;
  pdfLines: string[];
}

interface DemoDocument extends DemoFile {
  fileType: '01' | '02';
  dataSource: string;
  /** null: global. */
  hospCode: string | null;
  /** Manuals: the related menu, by its path in the hospital's menus (the hospital's own, or 10001's for a global one). */
  menuPath?: string;
  daysAgo: number;
}

interface DemoEvent extends DemoFile {
  eventName: string;
  dataSource: string;
  releaseDate: string;
  hospCode: string | null;
  daysAgo: number;
}

const documents: DemoDocument[] = [
  {
    fileType: '01',
    name: '医疗器械监督管理条例.pdf',
    pdfTitle: 'Regulations on the Supervision and Administration of Medical Devices',
    pdfLines: ['State Council Order No. 739', 'Effective 2021-06-01', 'Demo copy for the console'],
    dataSource: '中国政府网',
    hospCode: null,
    daysAgo: 40,
  },
  {
    fileType: '01',
    name: '医疗器械使用质量监督管理办法.pdf',
    pdfTitle: 'Measures for the Quality Supervision of Medical Device Use',
    pdfLines: ['SAMR Order No. 18', 'Effective 2016-02-01', 'Demo copy for the console'],
    dataSource: '国家市场监督管理总局',
    hospCode: null,
    daysAgo: 32,
  },
  {
    fileType: '01',
    name: '医疗器械不良事件监测和再评价管理办法.pdf',
    pdfTitle: 'Measures for Adverse Event Monitoring and Re-evaluation',
    pdfLines: ['NMPA and NHC Order No. 1', 'Effective 2019-01-01', 'Demo copy for the console'],
    dataSource: '国家药品监督管理局',
    hospCode: null,
    daysAgo: 25,
  },
  {
    fileType: '01',
    name: '医疗卫生机构医学装备管理办法.pdf',
    pdfTitle: 'Measures for Medical Equipment Management in Health Institutions',
    pdfLines: ['NHC, Wei Gui Cai Fa [2011] No. 24', 'Demo copy for the console'],
    dataSource: '国家卫生健康委员会',
    hospCode: null,
    daysAgo: 18,
  },
  {
    fileType: '01',
    name: '市一院医学装备管理制度.pdf',
    pdfTitle: 'Hospital No. 1: Medical Equipment Management Rules',
    pdfLines: ['Internal rules of hospital 10001', 'Demo copy for the console'],
    dataSource: '示范市第一人民医院医学装备部',
    hospCode: '10001',
    daysAgo: 9,
  },
  {
    fileType: '01',
    name: '中心医院设备维修管理规定.pdf',
    pdfTitle: 'Central Hospital: Equipment Repair Rules',
    pdfLines: ['Internal rules of hospital 10002', 'Demo copy for the console'],
    dataSource: '示范市中心医院设备科',
    hospCode: '10002',
    daysAgo: 7,
  },
  {
    fileType: '02',
    name: '设备台账操作手册.pdf',
    pdfTitle: 'Equipment Ledger: User Manual',
    pdfLines: ['Search, filter and export the ledger', 'Check equipment in and out', 'Demo copy for the console'],
    dataSource: '平台运营部',
    hospCode: null,
    menuPath: '/eqp/index',
    daysAgo: 12,
  },
  {
    fileType: '02',
    name: '多参数监护仪使用说明书.pdf',
    pdfTitle: 'Multi-parameter Patient Monitor: Instructions for Use',
    pdfLines: ['Model BeneView T5 (demo)', 'Alarms, batteries and cleaning', 'Demo copy for the console'],
    dataSource: '示范医疗电子股份有限公司',
    hospCode: '10001',
    menuPath: '/mtc-record',
    daysAgo: 5,
  },
  {
    fileType: '02',
    name: '有创呼吸机使用说明书.pdf',
    pdfTitle: 'Invasive Ventilator: Instructions for Use',
    pdfLines: ['Model SV-300 (demo)', 'Daily checks and filters', 'Demo copy for the console'],
    dataSource: '华东医疗器械有限公司',
    hospCode: '10002',
    daysAgo: 3,
  },
];

const events: DemoEvent[] = [
  {
    eventName: '某型号输液泵流速偏差风险警示',
    name: '输液泵流速偏差风险警示.pdf',
    pdfTitle: 'Warning: Infusion Pump Flow-rate Deviation',
    pdfLines: ['Affected lots 2025-07 to 2025-09', 'Check the flow rate before use'],
    dataSource: '国家药品不良反应监测中心',
    releaseDate: '2026-03-12',
    hospCode: null,
    daysAgo: 30,
  },
  {
    eventName: '一次性使用无菌注射器主动召回',
    name: '一次性使用无菌注射器召回公告.pdf',
    pdfTitle: 'Recall: Single-use Sterile Syringes',
    pdfLines: ['Class II voluntary recall', 'Lots listed in the notice'],
    dataSource: '国家药品监督管理局',
    releaseDate: '2026-05-20',
    hospCode: null,
    daysAgo: 20,
  },
  {
    eventName: '除颤仪自检报警失效事件',
    name: '除颤仪自检报警失效事件报告.pdf',
    pdfTitle: 'Event Report: Defibrillator Self-test Alarm Failure',
    pdfLines: ['Reported by hospital 10001', 'Device withdrawn and repaired'],
    dataSource: '示范市第一人民医院医学装备部',
    releaseDate: '2026-08-02',
    hospCode: '10001',
    daysAgo: 10,
  },
  {
    eventName: '高频电刀回路电极灼伤事件',
    name: '高频电刀回路电极灼伤事件报告.pdf',
    pdfTitle: 'Event Report: Electrosurgical Return Electrode Burn',
    pdfLines: ['Reported by hospital 10002', 'Staff retrained on electrode placement'],
    dataSource: '示范市中心医院设备科',
    releaseDate: '2026-09-15',
    hospCode: '10002',
    daysAgo: 6,
  },
];

const certificates = [
  {
    rgstNo: '国械注准20213070458',
    manufacturer: '示范医疗电子股份有限公司',
    eqpName: '多参数患者监护仪',
    eqpModel: 'BeneView T5',
    standard: '含心电、血氧、无创血压、体温模块',
    approvalDate: '2021-04-16',
    effectiveDeadline: '2026-04-15',
  },
  {
    rgstNo: '国械注准20193080217',
    manufacturer: '华东医疗器械有限公司',
    eqpName: '呼吸机',
    eqpModel: 'SV-300',
    standard: '有创/无创通气，潮气量 20–2000 mL',
    approvalDate: '2019-06-28',
    effectiveDeadline: '2029-06-27',
  },
  {
    rgstNo: '国械注准20223140786',
    manufacturer: '江南生命科学仪器有限公司',
    eqpName: '输液泵',
    eqpModel: 'SP-600',
    standard: '流速 0.1–1200 mL/h',
    approvalDate: '2022-11-03',
    effectiveDeadline: '2027-11-02',
  },
  {
    rgstNo: '国械注进20183210532',
    manufacturer: 'Demo Medical Systems GmbH',
    eqpName: '彩色多普勒超声诊断系统',
    eqpModel: 'Vivid E95',
    standard: '含心脏、腹部探头',
    approvalDate: '2018-09-12',
    effectiveDeadline: '2028-09-11',
  },
  {
    rgstNo: '国械注准20203010915',
    manufacturer: '示范医疗电子股份有限公司',
    eqpName: '除颤监护仪',
    eqpModel: 'BeneHeart D3',
    standard: '双相波，最大 360 J',
    approvalDate: '2020-02-20',
    effectiveDeadline: '2025-02-19',
  },
];

const stamp = (daysAgo: number) => {
  const at = dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD HH:mm:ss');
  return { create_date_time: at, lstupd_date_time: at };
};

/** Stores one generated PDF through the configured upload storage; returns its address. */
async function storePdf(storage: ReturnType<typeof openUploadStorage>, ossUrl: string, file: DemoFile): Promise<string> {
  const bytes = minimalPdf(file.pdfTitle, file.pdfLines);
  const key = newObjectKey('OTHER');
  await storage.put(key, bytes, {
    contentType: 'application/pdf',
    name: file.name,
    size: bytes.length,
    type: 'OTHER',
    acctId: 'demo-seed',
    uploadedAt: new Date().toISOString(),
  });
  return fileUrl(ossUrl, key, 'OTHER', file.name);
}

/**
 * Laws, product manuals (one related to the equipment ledger's menu, so the console's related
 * document button shows there), adverse events and registration certificates, with small PDFs in
 * the upload storage. Each table is filled only while it is empty, so a second start adds nothing.
 */
export async function seedDemoDocuments(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  const isEmpty = async (table: string) => !(await store.selectFrom(`platform.${table}`).select('id').limit(1).executeTakeFirst());
  const uploads = readUploadConfig(readConfig());
  const storage = openUploadStorage(uploads.storage);

  if (await isEmpty('laws')) {
    const rows = [];
    for (const doc of documents) {
      const menuHosp = doc.hospCode ?? '10001';
      const menu = doc.menuPath
        ? await store
            .withSchema(hospSchema(menuHosp))
            .selectFrom('menu')
            .select(['id', 'menu_name'])
            .where('path', '=', doc.menuPath)
            .executeTakeFirst()
        : undefined;
      rows.push({
        id: newObjectId(),
        file_name: doc.name.replace(/\.pdf$/, ''),
        file_type: doc.fileType,
        data_source: doc.dataSource,
        file_path: await storePdf(storage, uploads.ossUrl, doc),
        is_global: doc.hospCode === null,
        hosp_code: doc.hospCode,
        relation_menu_id: menu?.id ?? null,
        relation_menu_name: menu?.menu_name ?? null,
        ...stamp(doc.daysAgo),
      });
    }
    await store.insertInto('platform.laws').values(rows).execute();
  }
  if (await isEmpty('adverse_event')) {
    const rows = [];
    for (const event of events) {
      rows.push({
        id: newObjectId(),
        event_name: event.eventName,
        data_source: event.dataSource,
        release_date: event.releaseDate,
        file_path: await storePdf(storage, uploads.ossUrl, event),
        is_global: event.hospCode === null,
        hosp_code: event.hospCode,
        ...stamp(event.daysAgo),
      });
    }
    await store.insertInto('platform.adverse_event').values(rows).execute();
  }
  if (await isEmpty('registration_info')) {
    await store
      .insertInto('platform.registration_info')
      .values(
        certificates.map((certificate, index) => ({
          id: newObjectId(),
          rgst_no: certificate.rgstNo,
          manufacturer: certificate.manufacturer,
          eqp_name: certificate.eqpName,
          eqp_model: certificate.eqpModel,
          standard: certificate.standard,
          approval_date: certificate.approvalDate,
          effective_deadline: certificate.effectiveDeadline,
          ...stamp(30 - index * 5),
        })),
      )
      .execute();
  }
}
