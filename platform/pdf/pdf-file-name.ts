import dayjs, { type ConfigType } from 'dayjs';
import { EXPORT_DATE_FORMAT } from '../../engine/client/core';

/** Named like the CSV exports (系统字典2026-11-23-0831_3条.csv): the prefix and the minute, e.g. 数据分析驾驶舱2026-11-24-1210.pdf. */
export function pdfFileName(prefix: string, at: ConfigType = undefined): string {
  return `${prefix}${dayjs(at).format(EXPORT_DATE_FORMAT)}.pdf`;
}
