import { Table, type TableColumnProps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { LargeEquipmentItem } from '../../contracts/dashboard';
import { formatWanYuan } from '../logic/format';
import { equipmentStateLabel } from '../logic/equipment-state-label';
import { PanelCard } from './PanelCard';

export interface LargeEquipmentPanelProps {
  items: readonly LargeEquipmentItem[];
  total: number;
}

/**
 * Large equipment (price of at least 1,000,000 yuan) from /api/large-eqp-query, most expensive
 * first. It replaces the original's demonstration charts: real data only, and the dashboards leave
 * the panel out when the hospital has none.
 */
export function LargeEquipmentPanel({ items, total }: LargeEquipmentPanelProps) {
  const { t } = useTranslation();
  const columns: TableColumnProps<LargeEquipmentItem>[] = [
    // Names, departments and models are the hospital's own entries (data-user-data: tests/e2e/english-walk).
    {
      title: t('dashboard.largeEquipment.name'),
      dataIndex: 'eqpName',
      ellipsis: true,
      render: (name: string) => <span data-user-data="">{name}</span>,
    },
    {
      title: t('dashboard.largeEquipment.dept'),
      dataIndex: 'deptName',
      ellipsis: true,
      render: (dept: string | null) => <span data-user-data="">{dept ?? '—'}</span>,
    },
    {
      title: t('dashboard.largeEquipment.model'),
      key: 'model',
      ellipsis: true,
      render: (_: unknown, item: LargeEquipmentItem) => (
        <span data-user-data="">{[item.eqpBrand, item.eqpModel].filter(Boolean).join(' ') || '—'}</span>
      ),
    },
    { title: t('dashboard.largeEquipment.price'), dataIndex: 'price', align: 'right', render: (price: number) => formatWanYuan(price) },
    {
      title: t('dashboard.largeEquipment.state'),
      key: 'state',
      render: (_: unknown, item: LargeEquipmentItem) => {
        const state = equipmentStateLabel(t, item.state, item.stateDesc);
        return `${state} · ${item.useState ? t('dashboard.largeEquipment.using') : t('dashboard.largeEquipment.idle')}`;
      },
    },
  ];
  return (
    <PanelCard title={t('dashboard.largeEquipment.title')} extra={t('dashboard.largeEquipment.total', { count: total })}>
      <Table<LargeEquipmentItem> size="small" rowKey="id" columns={columns} data={[...items]} pagination={false} border={false} />
    </PanelCard>
  );
}
