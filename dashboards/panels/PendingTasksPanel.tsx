import { useTranslation } from 'react-i18next';
import type { MyPendingCounts } from '../../contracts/dashboard';
import { formatCount, toNumber } from '../logic/format';
import { pendingHref, type PendingKey } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { PanelCard } from './PanelCard';
import { RingWithLegend, type LegendRow } from './RingWithLegend';

/** The slices in the order of the seed's shape, each with its own colour. */
export const PENDING_COLOURS: Record<PendingKey, string> = {
  waitMtc: '#F53F3F',
  waiDailyPatrol: '#165DFF',
  waitPatrol: '#14C9C9',
  waitMaintain: '#00B42A',
  waitQuality: '#722ED1',
  waitMetering: '#F7BA1E',
  waitScrapEqp: '#86909C',
  waitMajorPatrol: '#FF7D00',
};

export interface PendingTasksPanelProps {
  counts: MyPendingCounts;
  hospCode: string;
  /** The signed-in user's id (session info): the lists open filtered to them. */
  me: string;
  onOpen: (href: string) => void;
}

/** Role 01 "my pending tasks": a ring of the user's open work by kind. */
export function PendingTasksPanel({ counts, hospCode, me, onOpen }: PendingTasksPanelProps) {
  const { t } = useTranslation();
  const rows: LegendRow[] = (Object.keys(PENDING_COLOURS) as PendingKey[]).map((key) => {
    const value = toNumber(counts[key]);
    return {
      key,
      label: t(`dashboard.pending.${key}`),
      value,
      colour: PENDING_COLOURS[key],
      href: me ? hrefWhenPositive(value, pendingHref(key, hospCode, me)) : null,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <PanelCard title={t('dashboard.pending.title')}>
      <RingWithLegend
        rows={rows}
        caption={t('dashboard.pending.total')}
        figure={formatCount(total)}
        label={t('dashboard.pending.title')}
        onOpen={onOpen}
      />
    </PanelCard>
  );
}
