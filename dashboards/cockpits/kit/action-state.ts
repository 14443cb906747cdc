import type { TFunction } from 'i18next';

const ACTION_STATES = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;
type ActionState = (typeof ACTION_STATES)[number];

const isActionState = (code: string): code is ActionState => (ACTION_STATES as readonly string[]).includes(code);

/** A repair action state in the console's language (the home dashboard's names); an unknown code as it came. */
export function actionStateLabel(t: TFunction, code: string, fallback: string = code): string {
  return isActionState(code) ? t(`dashboard.actionStates.${code}`) : fallback;
}
