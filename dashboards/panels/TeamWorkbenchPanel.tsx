import type { ReactElement } from 'react';
import { Empty, Select, Tooltip } from '@arco-design/web-react';
import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { TeamScope } from '../api/dashboard-api';
import type { TeamSummary } from '../../contracts/dashboard';
import { DROPDOWN_MAX_HEIGHT, TEAM_JOB_WARNING_ABOVE } from '../logic/dashboard-constants';
import { formatCount, toNumber } from '../logic/format';
import { teamOpenWorkHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { TEAM_TASK_TYPES, openWorkHref } from '../logic/target-links';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './TeamWorkbenchPanel.module.css';
import scrollbar from './ThinScrollbar.module.css';

export const TEAM_SCOPES: readonly TeamScope[] = [...TEAM_TASK_TYPES, 'all'];

/** Seed 000 section 9: more than 15 open jobs earns a warning icon. */
export function isOverloaded(jobCount: number): boolean {
  return jobCount > TEAM_JOB_WARNING_ABOVE;
}

export interface TeamWorkbenchPanelProps {
  scope: TeamScope;
  onScopeChange: (scope: TeamScope) => void;
  summary: TeamSummary;
  hospCode: string;
}

/**
 * "All tasks" spans eight lists: its counts stay plain, and a tooltip says to choose a type to open one.
 * 本月任务 (open plus finished this month) has no list that shows both, so it never links.
 */
function AllTasksHint({ scope, children }: { scope: TeamScope; children: ReactElement }) {
  const { t } = useTranslation();
  if (scope !== 'all') return children;
  return (
    <Tooltip content={t('dashboard.team.allUnlinked')} trigger={['hover', 'focus']}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard must reach this count to read the tooltip saying why it opens no list. */}
      <span tabIndex={0}>{children}</span>
    </Tooltip>
  );
}

/** Role 01 team workbench: open jobs per engineer for one task type (or all together); each open count opens its list. */
export function TeamWorkbenchPanel({ scope, onScopeChange, summary, hospCode }: TeamWorkbenchPanelProps) {
  const { t } = useTranslation();
  const members = summary.dataList;
  const open = toNumber(summary.toBeCompleted);
  const teamHref = teamOpenWorkHref(scope, hospCode);
  return (
    <PanelCard
      title={t('dashboard.team.title')}
      extra={
        <Select
          size="small"
          className={styles.select}
          aria-label={t('dashboard.team.taskType')}
          value={scope}
          onChange={(value: TeamScope) => onScopeChange(value)}
          dropdownMenuStyle={{ maxHeight: DROPDOWN_MAX_HEIGHT }}
          options={TEAM_SCOPES.map((value) => ({ value, label: t(`dashboard.team.types.${value}`) }))}
        />
      }
    >
      <dl className={styles.summary}>
        <div>
          <dt>{t('dashboard.team.toBeCompleted')}</dt>
          <dd>
            <AllTasksHint scope={scope}>
              <FigureLink href={teamHref && hrefWhenPositive(open, teamHref)} label={`${t('dashboard.team.toBeCompleted')} ${open}`}>
                {formatCount(open)}
              </FigureLink>
            </AllTasksHint>
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.team.total')}</dt>
          <dd>{formatCount(summary.total)}</dd>
        </div>
      </dl>
      {members.length === 0 ? (
        <Empty description={t('dashboard.team.empty')} />
      ) : (
        <ul className={`${styles.members} ${scrollbar.thin}`}>
          {members.map((member) => {
            const jobs = toNumber(member.jobCount);
            const href = scope === 'all' ? null : hrefWhenPositive(jobs, openWorkHref(scope, hospCode, member.engineerId));
            return (
              <li key={member.engineerId} className={styles.member}>
                <span className={styles.name}>{member.engineerName}</span>
                {isOverloaded(jobs) ? (
                  <Tooltip content={t('dashboard.team.overloaded', { limit: TEAM_JOB_WARNING_ABOVE })}>
                    <span
                      className={styles.warning}
                      role="img"
                      aria-label={t('dashboard.team.overloaded', { limit: TEAM_JOB_WARNING_ABOVE })}
                    >
                      <IconExclamationCircleFill />
                    </span>
                  </Tooltip>
                ) : null}
                <AllTasksHint scope={scope}>
                  <FigureLink href={href} label={`${member.engineerName} ${jobs}`} className={styles.jobs}>
                    {t('dashboard.team.jobCount', { count: jobs })}
                  </FigureLink>
                </AllTasksHint>
              </li>
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
