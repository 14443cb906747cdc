import { targetHref } from './target-href';

/**
 * The list screens the dashboards link to (seed 000 section 2.5), one builder each, with exactly
 * the query parameters the seed lists for that screen. Every href starts with hosp_code.
 */

/** Task statuses 02 and 03 are open; 03 means overdue (seed 000 section 4). */
export const OPEN_TASK_STATUSES = ['02', '03'] as const;
export const OVERDUE_TASK_STATUS = '03';
/** Equipment state 04: awaiting scrap review. */
export const AWAITING_SCRAP_STATE = '04';
/** Equipment states (seed 000 section 4): normal, awaiting repair, under repair, awaiting scrap. */
export type EquipmentStateCode = '01' | '02' | '03' | typeof AWAITING_SCRAP_STATE;
/** `aboutGuar=1`: equipment going out of warranty within the window. */
export const ABOUT_TO_EXPIRE_FLAG = 1;

type StatusFilter = { status?: string; statusList?: readonly string[] };

export interface MtcRecordQuery {
  seqNo?: string;
  currentEgnId?: string;
  notFinish?: true;
  actionState?: string;
  seqState?: string;
  id?: string;
  weekFinishEqp?: true;
  monthFinishEqp?: true;
  /** The engineer an order waits for: the equipment's first engineer while unclaimed, then whoever holds it. */
  responsibleEgnId?: string;
  /** Waiting (01, 02) since more than LONG_WAIT_HOURS / under repair (03–06) since more than LONG_MTC_DAYS. */
  longWait?: true;
  longMtc?: true;
}

/** Maintenance tasks (/maintain-detail): the seed's names for the person, the status and the finished period. */
export interface MaintainDetailQuery {
  maintainPersonId?: string;
  maintainStatus?: string;
  maintainStatusList?: readonly string[];
  weekFinishMaintain?: true;
  monthFinishMaintain?: true;
}

export interface EqpIndexQuery {
  eqpName?: string;
  time?: string;
  aboutGuar?: typeof ABOUT_TO_EXPIRE_FLAG;
  firstEngineerId?: string;
  state?: EquipmentStateCode;
  stateList?: readonly string[];
  tagCode?: string;
  networked?: true;
  /** Marked in use (useState), as the usage-rate panel counts it. */
  inUse?: true;
}

export const targets = {
  mtcRecord: (hospCode: string, query: MtcRecordQuery = {}) => targetHref('/mtc-record', hospCode, { ...query }),
  eqpIndex: (hospCode: string, query: EqpIndexQuery = {}) => targetHref('/eqp/index', hospCode, { ...query }),
  dailyPatrolDetail: (hospCode: string, patrolPerson?: string, filter: StatusFilter = {}) =>
    targetHref('/daily-patrol-detail', hospCode, {
      patrolPerson,
      patrolStatusList: filter.statusList,
      patrolStatus: filter.status,
    }),
  patrolDetail: (hospCode: string, patrolPersonId: string | undefined, filter: StatusFilter) =>
    targetHref('/patrol-detail', hospCode, { patrolPersonId, patrolStatus: filter.status, patrolStatusList: filter.statusList }),
  deptPatrolDetail: (hospCode: string, patrolPersonId: string | undefined, filter: StatusFilter) =>
    targetHref('/dept-patrol-detail', hospCode, { patrolPersonId, patrolStatus: filter.status, patrolStatusList: filter.statusList }),
  maintainDetail: (hospCode: string, query: MaintainDetailQuery) => targetHref('/maintain-detail', hospCode, { ...query }),
  qualityDetail: (hospCode: string, qualityPersonId: string | undefined, filter: StatusFilter) =>
    targetHref('/quality-detail', hospCode, {
      qualityPersonId,
      qualityStatus: filter.status,
      qualityStatusList: filter.statusList,
    }),
  meteringPlan: (hospCode: string, query: { meteringPersonId?: string; notFinish?: true; meteringCountDown?: 0 } = {}) =>
    targetHref('/metering-plan', hospCode, { ...query }),
  majorPatrolDetail: (hospCode: string, patrolPerson: string | undefined, filter: StatusFilter) =>
    targetHref('/eqpLevelOne/major-patrol/major-patrol-detail', hospCode, {
      patrolPerson,
      patrolStatusList: filter.statusList,
      patrolStatus: filter.status,
    }),
  insuredEquipmentRecord: (hospCode: string, time: string) => targetHref('/insured-equipment-record', hospCode, { time }),
  guarEquipmentRecord: (hospCode: string, time: string) => targetHref('/guar-equipment-record', hospCode, { time }),
};

const open: StatusFilter = { statusList: OPEN_TASK_STATUSES };
const overdue: StatusFilter = { status: OVERDUE_TASK_STATUS };

/** Task kinds that have a per-person "open work" list; the team workbench offers each of them. */
export const TEAM_TASK_TYPES = ['mtc', 'dailyPatrol', 'patrol', 'deptPatrol', 'maintain', 'quality', 'metering', 'majorPatrol'] as const;
export type TeamTaskType = (typeof TEAM_TASK_TYPES)[number];

/**
 * A person's open work of one kind: used by "my pending tasks" (the user) and the team workbench
 * (each engineer). Without a person it is the whole hospital's open work of that kind (the team's 待完成).
 */
export function openWorkHref(taskType: TeamTaskType, hospCode: string, personId?: string): string {
  switch (taskType) {
    case 'mtc':
      return targets.mtcRecord(hospCode, { currentEgnId: personId, notFinish: true });
    case 'dailyPatrol':
      return targets.dailyPatrolDetail(hospCode, personId, open);
    case 'patrol':
      return targets.patrolDetail(hospCode, personId, open);
    case 'deptPatrol':
      // Open department patrols are to do and overdue, like every other kind (the seed's patrolStatus=02 left the overdue ones out of the list).
      return targets.deptPatrolDetail(hospCode, personId, open);
    case 'maintain':
      return targets.maintainDetail(hospCode, { maintainPersonId: personId, maintainStatusList: OPEN_TASK_STATUSES });
    case 'quality':
      return targets.qualityDetail(hospCode, personId, open);
    case 'metering':
      return targets.meteringPlan(hospCode, { meteringPersonId: personId, notFinish: true });
    case 'majorPatrol':
      return targets.majorPatrolDetail(hospCode, personId, open);
  }
}

/** A person's overdue work of one kind (item reminders). */
export function overdueWorkHref(
  taskType: 'dailyPatrol' | 'patrol' | 'maintain' | 'quality' | 'metering',
  hospCode: string,
  personId: string,
): string {
  switch (taskType) {
    case 'dailyPatrol':
      return targets.dailyPatrolDetail(hospCode, personId, overdue);
    case 'patrol':
      return targets.patrolDetail(hospCode, personId, overdue);
    case 'maintain':
      return targets.maintainDetail(hospCode, { maintainPersonId: personId, maintainStatus: OVERDUE_TASK_STATUS });
    case 'quality':
      return targets.qualityDetail(hospCode, personId, overdue);
    case 'metering':
      return targets.meteringPlan(hospCode, { meteringPersonId: personId, meteringCountDown: 0 });
  }
}
