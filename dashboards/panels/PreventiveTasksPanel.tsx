import { Table, type TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { PreventiveTaskCounts, PreventiveTaskItem } from '../../contracts/dashboard';
import { formatCount, toNumber } from '../logic/format';
import { preventiveTaskHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';

export const PREVENTIVE_COUNT_KEYS: readonly (keyof PreventiveTaskCounts)[] = [
  'dailyPatrolCount',
  'patrolDetailCount',
  'maintainCount',
  'qualityCount',
  'majorPatrolCount',
  'meteringCount',
];

/** The server names its four rows in Chinese (docs/dashboard-api.md); they are translated when known. */
const TASK_DESC_KEYS: Record<string, 'planned' | 'done' | 'toDo' | 'overdue'> = {
  本月计划: 'planned',
  本月已完成: 'done',
  待执行: 'toDo',
  已超期: 'overdue',
};

export interface PreventiveTasksPanelProps {
  items: readonly PreventiveTaskItem[];
  hospCode: string;
}

/** Roles 02 and 03: preventive maintenance tasks per plan row and task type; each count opens that type's tasks of its row. */
export function PreventiveTasksPanel({ items, hospCode }: PreventiveTasksPanelProps) {
  const { t } = useTranslation();
  const rowText = (desc: string) => {
    const key = TASK_DESC_KEYS[desc];
    return key ? t(`dashboard.preventive.desc.${key}`) : desc;
  };
  const columns: TableColumnProps<PreventiveTaskItem>[] = [
    { title: t('dashboard.preventive.plan'), dataIndex: 'taskDesc', render: (desc: string) => rowText(desc) },
    ...PREVENTIVE_COUNT_KEYS.map((key): TableColumnProps<PreventiveTaskItem> => {
      const title = t(`dashboard.preventive.${key}`);
      return {
        title,
        key,
        align: 'right',
        render: (_: unknown, item: PreventiveTaskItem) => {
          const count = toNumber(item.taskCountInfo[key]);
          const href = preventiveTaskHref(key, item.taskDesc, hospCode);
          return (
            <FigureLink href={href && hrefWhenPositive(count, href)} label={`${rowText(item.taskDesc)} ${title} ${count}`}>
              {formatCount(count)}
            </FigureLink>
          );
        },
      };
    }),
  ];
  return (
    <PanelCard title={t('dashboard.preventive.title')}>
      <Table<PreventiveTaskItem>
        size="small"
        rowKey="taskDesc"
        columns={columns}
        data={[...items]}
        pagination={false}
        border={false}
        scroll={{ x: true }}
      />
    </PanelCard>
  );
}
