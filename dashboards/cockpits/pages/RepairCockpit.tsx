import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentState, MyPendingCounts, RepairListItem, RepairStatusCounts, TeamSummary } from '../../../contracts/dashboard';
import { formatCount, formatWholePercent, toNumber } from '../../logic/format';
import { repairCockpitApi } from '../api/repair-api';
import { useCockpitQuery } from '../kit/use-cockpit-query';
import { CockpitFrame } from '../frame/CockpitFrame';
import { longestWaiting, stateCounts } from '../logic/repair-orders';
import { waitedMinutes } from '../logic/repair-wait';
import { CockpitFigures } from '../kit/CockpitFigures';
import { CockpitTable } from '../kit/CockpitTable';
import { CountBarsPanel } from '../kit/CountBarsPanel';
import { RepairCardsPanel } from '../kit/RepairCardsPanel';
import { RingPanel } from '../kit/RingPanel';
import { actionStateLabel } from '../kit/action-state';
import { ACTION_STATE_COLOURS, EQUIPMENT_STATE_COLOURS } from '../kit/cockpit-colours';
import { waitedText } from '../kit/waited-text';
import layout from '../kit/cockpit-layout.module.css';
import styles from './RepairCockpit.module.css';

const NO_COUNTS: RepairStatusCounts = {
  tobeApply: 0,
  waitMtc: 0,
  mtcingCount: 0,
  waitAccCount: 0,
  accArriveCount: 0,
  extraMtcCount: 0,
  tobeCheckCount: 0,
  otherCount: 0,
};
const NO_STATE: EquipmentState = { normalCount: 0, waitMtcCount: 0, mtcingCount: 0, waitScrapCount: 0, allCount: 0 };
const NO_PENDING: MyPendingCounts = {
  waitMtc: 0,
  waiDailyPatrol: 0,
  waitPatrol: 0,
  waitMaintain: 0,
  waitQuality: 0,
  waitMetering: 0,
  waitScrapEqp: 0,
  waitMajorPatrol: 0,
};
const NO_TEAM: TeamSummary = { toBeCompleted: 0, total: 0, dataList: [] };
const NO_LIST: RepairListItem[] = [];

/** Engineers drawn in the load chart (the busiest); the panel says how many hold orders. */
export const ENGINEER_LOAD_SHOWN = 10;
/** Orders in the waiting list. */
export const WAITING_SHOWN = 30;

/**
 * /repaire-cockpit: the repair wall. It may run on a display key instead of a session, which
 * reaches only six calls of its hospital (repairCockpitApi), so every panel is built from those.
 */
export function RepairCockpit() {
  const { t } = useTranslation();
  return <CockpitFrame title={t('cockpit.repair.title')}>{(hospCode) => <RepairPanels hospCode={hospCode} />}</CockpitFrame>;
}

function RepairPanels({ hospCode }: { hospCode: string }) {
  const { t } = useTranslation();
  const counts = useCockpitQuery(hospCode, 'repair-status', [], () => repairCockpitApi.statusCounts(hospCode), NO_COUNTS);
  const state = useCockpitQuery(hospCode, 'repair-eqp-state', [], () => repairCockpitApi.equipmentState(hospCode), NO_STATE);
  const pending = useCockpitQuery(hospCode, 'repair-pending', [], () => repairCockpitApi.hospitalPending(hospCode), NO_PENDING);
  const team = useCockpitQuery(hospCode, 'repair-team', [], () => repairCockpitApi.repairTeam(hospCode), NO_TEAM);
  const list = useCockpitQuery(hospCode, 'repair-list', [], () => repairCockpitApi.repairList(hospCode), NO_LIST);
  const notDone = useCockpitQuery(hospCode, 'repair-not-done', [], () => repairCockpitApi.notDone(hospCode), NO_LIST);

  const figures = {
    waiting: counts.waiting || state.waiting || pending.waiting || team.waiting,
    failed: counts.failed && state.failed && pending.failed && team.failed,
  };
  const all = toNumber(state.data.allCount);
  const tiles = [
    {
      key: 'unfinished',
      label: t('cockpit.repair.figures.unfinished'),
      value: formatCount(pending.data.waitMtc),
      unit: t('cockpit.repair.units.orders'),
    },
    {
      key: 'toClaim',
      label: t('cockpit.repair.figures.toClaim'),
      value: formatCount(counts.data.tobeApply),
      unit: t('cockpit.repair.units.orders'),
      tone: 'warn' as const,
    },
    {
      key: 'toAccept',
      label: t('cockpit.repair.figures.toAccept'),
      value: formatCount(counts.data.tobeCheckCount),
      unit: t('cockpit.repair.units.orders'),
    },
    {
      key: 'monthTotal',
      label: t('cockpit.repair.figures.monthTotal'),
      value: formatCount(team.data.total),
      unit: t('cockpit.repair.units.orders'),
    },
    {
      key: 'waitRepair',
      label: t('cockpit.repair.figures.waitRepair'),
      value: formatCount(state.data.waitMtcCount),
      unit: t('cockpit.repair.units.sets'),
      tone: 'warn' as const,
    },
    {
      key: 'underRepair',
      label: t('cockpit.repair.figures.underRepair'),
      value: formatCount(state.data.mtcingCount),
      unit: t('cockpit.repair.units.sets'),
    },
    {
      key: 'waitScrap',
      label: t('cockpit.repair.figures.waitScrap'),
      value: formatCount(pending.data.waitScrapEqp),
      unit: t('cockpit.repair.units.sets'),
      tone: 'alert' as const,
    },
    {
      key: 'intactRate',
      label: t('cockpit.repair.figures.intactRate'),
      value: formatWholePercent(all > 0 ? toNumber(state.data.normalCount) / all : 0),
      tone: 'good' as const,
    },
  ];

  const stateBars = useMemo(
    () =>
      stateCounts(counts.data).map((item) => ({
        key: item.state,
        label: actionStateLabel(t, item.state),
        value: item.value,
        colour: ACTION_STATE_COLOURS[item.state],
      })),
    [counts.data, t],
  );
  const ring = useMemo(
    () => [
      {
        key: 'normal',
        label: t('cockpit.repair.eqpState.normal'),
        value: toNumber(state.data.normalCount),
        colour: EQUIPMENT_STATE_COLOURS.normal,
      },
      {
        key: 'waitMtc',
        label: t('cockpit.repair.eqpState.waitMtc'),
        value: toNumber(state.data.waitMtcCount),
        colour: EQUIPMENT_STATE_COLOURS.waitMtc,
      },
      {
        key: 'mtcing',
        label: t('cockpit.repair.eqpState.mtcing'),
        value: toNumber(state.data.mtcingCount),
        colour: EQUIPMENT_STATE_COLOURS.mtcing,
      },
      {
        key: 'waitScrap',
        label: t('cockpit.repair.eqpState.waitScrap'),
        value: toNumber(state.data.waitScrapCount),
        colour: EQUIPMENT_STATE_COLOURS.waitScrap,
      },
    ],
    [state.data, t],
  );
  const loads = useMemo(
    () =>
      team.data.dataList
        .slice(0, ENGINEER_LOAD_SHOWN)
        .map((member) => ({ key: member.engineerId, label: member.engineerName, value: toNumber(member.jobCount) })),
    [team.data],
  );
  // Waits are measured when the list was fetched: they move with each refresh, not between.
  const measuredAt = notDone.updatedAt || Date.now();
  const waitingRows = useMemo(
    () =>
      longestWaiting(notDone.data, WAITING_SHOWN).map((item) => ({
        key: item.id,
        tone: item.actionState === '01' ? ('warn' as const) : undefined,
        cells: {
          eqp: item.eqpName,
          dept: item.deptName ?? '—',
          state: actionStateLabel(t, item.actionState, item.actionStateDesc),
          engineer: item.currentEgnName ? <span data-user-data="">{item.currentEgnName}</span> : t('cockpit.repair.cards.unclaimed'),
          waited: item.applyTime ? waitedText(t, waitedMinutes(item.applyTime, measuredAt)) : '—',
        },
      })),
    [notDone.data, measuredAt, t],
  );

  return (
    <div className={styles.grid}>
      <CockpitFigures
        className={layout.figures}
        look="tiles"
        label={t('cockpit.repair.panels.figures')}
        figures={tiles}
        progress={figures}
      />
      <CountBarsPanel
        className={styles.states}
        title={t('cockpit.repair.panels.states')}
        items={stateBars}
        valueName={t('cockpit.repair.units.orderCount')}
        chartHeight={180}
        progress={counts}
      />
      <RepairCardsPanel className={styles.cards} title={t('cockpit.repair.panels.carousel')} items={list.data} progress={list} />
      <RingPanel
        title={t('cockpit.repair.panels.eqpState')}
        items={ring}
        centre={{ label: t('cockpit.repair.eqpState.all'), value: formatCount(all) }}
        chartHeight={290}
        progress={state}
      />
      <CountBarsPanel
        title={t('cockpit.repair.panels.loads')}
        items={loads}
        valueName={t('cockpit.repair.units.openOrders')}
        chartHeight={270}
        horizontal
        listBeside
        userDataLabels
        progress={team}
        header={
          <p className={layout.note}>
            {t('cockpit.repair.loadsNote', { open: formatCount(team.data.toBeCompleted), people: formatCount(team.data.dataList.length) })}
          </p>
        }
      />
      <CockpitTable
        title={t('cockpit.repair.panels.waiting')}
        caption={t('cockpit.repair.waitingNote')}
        columns={[
          { key: 'eqp', title: t('cockpit.repair.columns.eqp'), width: '26%', userData: true },
          { key: 'dept', title: t('cockpit.repair.columns.dept'), width: '19%', userData: true },
          { key: 'state', title: t('cockpit.repair.columns.state'), width: '20%' },
          { key: 'engineer', title: t('cockpit.repair.columns.engineer'), width: '16%' },
          { key: 'waited', title: t('cockpit.repair.columns.waited'), align: 'right' },
        ]}
        rows={waitingRows}
        scrollHeight={236}
        progress={notDone}
      />
    </div>
  );
}
