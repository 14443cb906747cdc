/** Colours that carry a meaning on the dark walls, alike in every cockpit (chart marks, tags, lists). */

/** Repair action states 01..08 (chart bars, card tags). */
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

/** Equipment states 01 normal, 02 awaiting repair, 03 under repair, 04 awaiting scrap review (RingPanel). */
export const EQUIPMENT_STATE_COLOURS = { normal: '#36cfc9', waitMtc: '#ffc53d', mtcing: '#3c9cff', waitScrap: '#ff7a45' } as const;

/** Stacked running states of the analysis walls: normal blue, faulty orange, the rest (awaiting scrap) yellow. */
export const RUNNING_STATE_COLOURS = ['#3c9cff', '#ff7a45', '#ffc53d'] as const;

/** Cycle table and patrol figures: done, due, overdue (and planned). */
export const TASK_FIGURE_COLOURS = { planned: '#3c9cff', done: '#36cfc9', due: '#ffc53d', todo: '#ffc53d', overdue: '#ff7a45' } as const;
