import { Empty, Select, Tooltip } from '@arco-design/web-react';
import { IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { TeamScope } from '../api/dashboard-api';
import type { TeamSummary } from '../api/dashboard-types';
import { DROPDOWN_MAX_HEIGHT, TEAM_JOB_WARNING_ABOVE } from '../logic/dashboard-constants';
import { formatCount, toNumber } from '../logic/format';
import { hrefWhenPositive } from '../logic/target-href';
import { TEAM_TASK_TYPES, openWorkHref } from '../logic/target-links';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './TeamWorkbenchPanel.module.css';

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

/** Role 01 team workbench: open jobs per engineer for one task type (or all together). */
export function TeamWorkbenchPanel({ scope, onScopeChange, summary, hospCode }: TeamWorkbenchPanelProps) {
  const { t } = useTranslation();
  const members = summary.dataList;
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
          <dd>{formatCount(summary.toBeCompleted)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.team.total')}</dt>
          <dd>{formatCount(summary.total)}</dd>
        </div>
      </dl>
      {members.length === 0 ? (
        <Empty description={t('dashboard.team.empty')} />
      ) : (
        <ul className={styles.members}>
          {members.map((member) => {
            const jobs = toNumber(member.jobCount);
            const href = scope === 'all' ? null : hrefWhenPositive(jobs, openWorkHref(scope, hospCode, member.engineerId));
            return (
              <li key={member.engineerId} className={styles.member}>
                <span className={styles.name}>{member.engineerName}</span>
                {isOverloaded(jobs) ? (
                  <Tooltip content={t('dashboard.team.overloaded', { limit: TEAM_JOB_WARNING_ABOVE })}>
                    <span className={styles.warning} role="img" aria-label={t('dashboard.team.overloaded', { limit: TEAM_JOB_WARNING_ABOVE })}>
                      <IconExclamationCircleFill />
                    </span>
                  </Tooltip>
                ) : null}
                <FigureLink href={href} label={`${member.engineerName} ${jobs}`} className={styles.jobs}>
                  {t('dashboard.team.jobCount', { count: jobs })}
                </FigureLink>
              </li>
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
