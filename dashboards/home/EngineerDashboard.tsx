import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardApi, type TeamScope } from '../api/dashboard-api';
import { emptyCompanySummary, emptyKeyStatistics, emptyPending, emptyReminders, emptyTeamSummary } from '../api/dashboard-defaults';
import { usePanelQuery } from '../api/use-panel-query';
import { useShortcuts } from '../hooks/use-shortcuts';
import { AssetTotalsPanel } from '../panels/AssetTotalsPanel';
import { DashboardSearchPanel } from '../panels/DashboardSearchPanel';
import { ItemRemindersPanel } from '../panels/ItemRemindersPanel';
import { KeyStatisticsPanel } from '../panels/KeyStatisticsPanel';
import { PanelLoading } from '../panels/PanelLoading';
import { PendingTasksPanel } from '../panels/PendingTasksPanel';
import { ShortcutMenusPanel } from '../panels/ShortcutMenusPanel';
import { TeamWorkbenchPanel } from '../panels/TeamWorkbenchPanel';
import styles from './EngineerDashboard.module.css';

export interface RoleDashboardProps {
  hospCode: string;
  /** The signed-in account's id (session info). */
  me: string;
}

/** Role 01 (engineer or team lead): each panel has its own query; one failing leaves only it at its defaults. */
export function EngineerDashboard({ hospCode, me }: RoleDashboardProps) {
  const navigate = useNavigate();
  const open = (href: string) => navigate(href);
  const [teamScope, setTeamScope] = useState<TeamScope>('mtc');
  const company = usePanelQuery(hospCode, 'company-sum-info', [], () => dashboardApi.companySummary(hospCode), emptyCompanySummary);
  const pending = usePanelQuery(hospCode, 'engineer-sum', ['mine'], () => dashboardApi.myPending(hospCode), emptyPending);
  const reminders = usePanelQuery(hospCode, 'item-remind-count', ['mine'], () => dashboardApi.itemReminders(hospCode), emptyReminders);
  const statistics = usePanelQuery(
    hospCode,
    'finish-work-record',
    ['mine'],
    () => dashboardApi.keyStatistics(hospCode),
    emptyKeyStatistics,
  );
  const team = usePanelQuery(hospCode, 'team-summary', [teamScope], () => dashboardApi.teamSummary(hospCode, teamScope), emptyTeamSummary);
  const shortcuts = useShortcuts(hospCode, me);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <PanelLoading progress={company}>
          <AssetTotalsPanel
            countKind="netEqpCount"
            count={company.data.netEqpCount}
            totalPrice={company.data.totalPrice}
            hospCode={hospCode}
          />
        </PanelLoading>
        <DashboardSearchPanel hospCode={hospCode} onOpen={open} />
      </div>
      <ShortcutMenusPanel hospCode={hospCode} shortcuts={shortcuts.shortcuts} choices={shortcuts.choices} onSave={shortcuts.save} />
      <div className={styles.pair}>
        <PanelLoading progress={pending}>
          <PendingTasksPanel counts={pending.data} hospCode={hospCode} me={me} onOpen={open} />
        </PanelLoading>
        <PanelLoading progress={reminders}>
          <ItemRemindersPanel reminders={reminders.data} hospCode={hospCode} me={me} />
        </PanelLoading>
      </div>
      <div className={styles.pair}>
        <PanelLoading progress={statistics}>
          <KeyStatisticsPanel statistics={statistics.data} hospCode={hospCode} me={me} />
        </PanelLoading>
        <PanelLoading progress={team}>
          <TeamWorkbenchPanel scope={teamScope} onScopeChange={setTeamScope} summary={team.data} hospCode={hospCode} />
        </PanelLoading>
      </div>
    </div>
  );
}
