/** Repair action states 01..08 on the dark wall, alike in every repair cockpit (chart bars, card tags). */
export const ACTION_STATE_COLOURS: Readonly<Record<string, string>> = {
  '01': '#ff7a45',
  '02': '#ffc53d',
  '03': '#3c9cff',
  '04': '#f759ab',
  '05': '#73d13d',
  '06': '#9254de',
  '07': '#36cfc9',
  '08': '#8c9bb5',
};

/** Equipment states 01 normal, 02 awaiting repair, 03 under repair, 04 awaiting scrap review. */
export const EQUIPMENT_STATE_COLOURS = { normal: '#36cfc9', waitMtc: '#ffc53d', mtcing: '#3c9cff', waitScrap: '#ff7a45' } as const;

/** Cycle table and patrol figures: done, due, overdue (and planned). */
export const TASK_FIGURE_COLOURS = { planned: '#3c9cff', done: '#36cfc9', due: '#ffc53d', todo: '#ffc53d', overdue: '#ff7a45' } as const;
