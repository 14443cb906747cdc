/**
 * The medical-environment screen has no sensor readings to show (no temperature, humidity, pressure
 * or air-quality data reaches the platform). What it can show truthfully is the equipment that keeps
 * the environment: found by name in the hospital's ledger, with its state. The name fragments are
 * Chinese because the ledger's names are (equipment names are hospital data, not translated).
 */
export const ENV_EQUIPMENT_KINDS = [
  { key: 'airDisinfection', nameContains: '空气消毒' },
  { key: 'coldStorage', nameContains: '冷藏' },
  { key: 'incubator', nameContains: '培养箱' },
  { key: 'sterilizer', nameContains: '灭菌' },
] as const;

export type EnvEquipmentKey = (typeof ENV_EQUIPMENT_KINDS)[number]['key'];

/** One page of the equipment list is enough to count states for kinds up to this size. */
export const ENV_STATE_PAGE_SIZE = 100;

export interface EnvEquipmentCounts {
  total: number;
  /** State 01; null when the kind has more equipment than one page holds (not counted, not guessed). */
  normal: number | null;
  /** States 02 (awaiting repair) and 03 (under repair). */
  faulty: number | null;
}

/** Counts of one kind from the equipment list's first page and its total. */
export function envEquipmentCounts(page: { total: number; list: readonly { state: string }[] }): EnvEquipmentCounts {
  if (page.list.length < page.total) return { total: page.total, normal: null, faulty: null };
  return {
    total: page.total,
    normal: page.list.filter((item) => item.state === '01').length,
    faulty: page.list.filter((item) => item.state === '02' || item.state === '03').length,
  };
}
