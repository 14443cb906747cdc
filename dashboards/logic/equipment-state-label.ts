import type { TFunction } from 'i18next';
import type { EquipmentState } from '../../contracts/dashboard';

/** Equipment states 01..04 (docs/dashboard-api.md), named like the equipment status ring. */
const STATE_LABEL_KEYS: Record<string, Exclude<keyof EquipmentState, 'allCount'>> = {
  '01': 'normalCount',
  '02': 'waitMtcCount',
  '03': 'mtcingCount',
  '04': 'waitScrapCount',
};

/** An equipment state in the console's language; the server's own text for a code we do not know. */
export function equipmentStateLabel(t: TFunction, state: string, stateDesc: string): string {
  const key = STATE_LABEL_KEYS[state];
  return key ? t(`dashboard.equipmentState.${key}`) : stateDesc;
}
