import { useState } from 'react';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { dashboardApi } from '../api/dashboard-api';
import { emptyEquipmentState, emptyRepairStatus, emptySum, emptyTopSummary } from '../api/dashboard-defaults';
import { progressOfAll, usePanelQuery } from '../api/use-panel-query';
import { useMorning } from '../hooks/use-morning';
import { currentMonth } from '../logic/month-range';
import { AssetTotalsPanel } from '../panels/AssetTotalsPanel';
import { EquipmentStatePanel } from '../panels/EquipmentStatePanel';
import { PanelLoading } from '../panels/PanelLoading';
import { PreventiveTasksPanel } from '../panels/PreventiveTasksPanel';
import { RepairCarouselPanel } from '../panels/RepairCarouselPanel';
import { RepairStatusPanel } from '../panels/RepairStatusPanel';
import { RunningStatusPanel } from '../panels/RunningStatusPanel';
import { TagSharePanel } from '../panels/TagSharePanel';
import { UsageRatePanel } from '../panels/UsageRatePanel';
import { WarrantyPanel } from '../panels/WarrantyPanel';
import { ConnectedBootRatePanel } from './ConnectedBootRatePanel';
import { ConnectedLargeEquipmentPanel } from './ConnectedLargeEquipmentPanel';
import dayBackground from './assets/manager-background-day.svg';
import nightBackground from './assets/manager-background-night.svg';
import styles from './ManagerDashboard.module.css';

const NO_ITEMS: never[] = [];

export interface ManagerDashboardProps {
  hospCode: string;
  /** 02 hospital-wide (boot rate per department) or 03 department-oriented (boot rate per month). */
  roleType: '02' | '03';
}

/**
 * Roles 02 and 03 over the manager background (day or night by the morning flag). Each panel has
 * its own query; one failing leaves only it at its defaults.
 */
export function ManagerDashboard({ hospCode, roleType }: ManagerDashboardProps) {
  const navigate = useNavigate();
  const open = (href: string) => navigate(href);
  const morning = useMorning();
  const [today] = useState(() => dayjs());
  const month = currentMonth(today);

  const top = usePanelQuery(hospCode, 'eqp-count-price', [], () => dashboardApi.topSummary(hospCode), emptyTopSummary);
  const insured = usePanelQuery(hospCode, 'insured-info', [month], () => dashboardApi.insuredSum(hospCode, month), emptySum);
  const outOfWarranty = usePanelQuery(hospCode, 'guar-info', [month], () => dashboardApi.outOfWarrantySum(hospCode, month), emptySum);
  const aboutToExpire = usePanelQuery(hospCode, 'about-guar-info', [month], () => dashboardApi.aboutToExpireSum(hospCode, month), emptySum);
  const tagShare = usePanelQuery(hospCode, 'tag-share', [], () => dashboardApi.tagShare(hospCode), NO_ITEMS);
  const running = usePanelQuery(hospCode, 'running-status', [], () => dashboardApi.runningStatus(hospCode), NO_ITEMS);
  const usage = usePanelQuery(hospCode, 'usage-rate', [], () => dashboardApi.usageRate(hospCode), NO_ITEMS);
  const repairStatus = usePanelQuery(hospCode, 'repair-status', [], () => dashboardApi.repairStatus(hospCode), emptyRepairStatus);
  const repairs = usePanelQuery(hospCode, 'repair-list', [], () => dashboardApi.repairList(hospCode), NO_ITEMS);
  const equipmentState = usePanelQuery(hospCode, 'equipment-state', [], () => dashboardApi.equipmentState(hospCode), emptyEquipmentState);
  const preventive = usePanelQuery(hospCode, 'preventive-tasks', [], () => dashboardApi.preventiveTasks(hospCode), NO_ITEMS);

  return (
    <div className={styles.page} data-morning={morning} style={{ backgroundImage: `url("${morning ? dayBackground : nightBackground}")` }}>
      <div className={styles.top}>
        <PanelLoading progress={top}>
          <AssetTotalsPanel countKind="eqpCount" count={top.data.eqpCount} totalPrice={top.data.totalPrice} hospCode={hospCode} />
        </PanelLoading>
        <PanelLoading progress={progressOfAll(insured, outOfWarranty, aboutToExpire)}>
          <WarrantyPanel
            hospCode={hospCode}
            month={month}
            counts={{ insured: insured.data.sum, outOfWarranty: outOfWarranty.data.sum, aboutToExpire: aboutToExpire.data.sum }}
          />
        </PanelLoading>
      </div>
      <div className={styles.three}>
        <PanelLoading progress={tagShare}>
          <TagSharePanel items={tagShare.data} hospCode={hospCode} />
        </PanelLoading>
        <PanelLoading progress={running}>
          <RunningStatusPanel items={running.data} hospCode={hospCode} />
        </PanelLoading>
        <PanelLoading progress={usage}>
          <UsageRatePanel items={usage.data} hospCode={hospCode} />
        </PanelLoading>
      </div>
      <div className={styles.wideRight}>
        <PanelLoading progress={repairStatus}>
          <RepairStatusPanel counts={repairStatus.data} hospCode={hospCode} />
        </PanelLoading>
        <PanelLoading progress={repairs}>
          <RepairCarouselPanel items={repairs.data} hospCode={hospCode} />
        </PanelLoading>
      </div>
      <div className={styles.wideLeft}>
        <ConnectedBootRatePanel hospCode={hospCode} roleType={roleType} today={today} />
        <PanelLoading progress={equipmentState}>
          <EquipmentStatePanel state={equipmentState.data} hospCode={hospCode} onOpen={open} />
        </PanelLoading>
      </div>
      <PanelLoading progress={preventive}>
        <PreventiveTasksPanel items={preventive.data} hospCode={hospCode} />
      </PanelLoading>
      <ConnectedLargeEquipmentPanel hospCode={hospCode} />
    </div>
  );
}
