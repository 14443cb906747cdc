/** Codes of the equipment domain (seed 000 section 4; docs/equipment-domain.md). */

/** Equipment state: 01 normal, 02 awaiting repair, 03 under repair, 04 awaiting scrap review. */
export const EqpState = { normal: '01', waitMtc: '02', mtcing: '03', waitScrap: '04' } as const;

export const EQP_STATE_DESC: Record<string, string> = {
  '01': '正常',
  '02': '待维修',
  '03': '维修中',
  '04': '待报废审核',
};

/** Repair order (work order) state: 01 unfinished, 02 finished, 03 cancelled. */
export const SeqState = { unfinished: '01', finished: '02', cancelled: '03' } as const;

/** Action state of an unfinished repair order: the dashboard's filter codes 01 to 08. */
export const ACTION_STATE_DESC: Record<string, string> = {
  '01': '待申领',
  '02': '已申领待维修',
  '03': '维修中',
  '04': '等待配件',
  '05': '配件已到',
  '06': '外出维修',
  '07': '待验收',
  '08': '其他',
};

export const ACTION_STATES = Object.keys(ACTION_STATE_DESC);

/** Task status: 01 planned (not yet due), 02 to do, 03 overdue, 04 completed. 02 and 03 are open. */
export const TaskStatus = { planned: '01', todo: '02', overdue: '03', done: '04' } as const;
export const OPEN_TASK_STATUSES = [TaskStatus.todo, TaskStatus.overdue];

/** Task types stored in eqp_task.task_type; the wire names are the dashboard's (taskType). */
export const TASK_TYPES = ['dailyPatrol', 'patrol', 'deptPatrol', 'majorPatrol', 'maintain', 'quality', 'metering'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_NAMES: Record<TaskType, string> = {
  dailyPatrol: '日常巡检',
  patrol: '巡检',
  deptPatrol: '科室巡检',
  majorPatrol: '大型设备巡检',
  maintain: '保养',
  quality: '质控',
  metering: '计量',
};

/** acctCheck: whether the equipment has been checked into the asset ledger. */
export const AcctCheck = { pending: '01', checked: '02' } as const;

/** 大型设备: equipment of at least this price (yuan). */
export const LARGE_EQP_PRICE = 1_000_000;

/** Item reminders: unclaimed or claimed orders waiting longer than this are "long waits". */
export const LONG_WAIT_HOURS = 72;
/** Item reminders: orders in repair (03 to 06) for longer than this are "long repairs". */
export const LONG_MTC_DAYS = 7;
