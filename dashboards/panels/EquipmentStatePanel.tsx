import { useTranslation } from 'react-i18next';
import type { EquipmentState } from '../../contracts/dashboard';
import { formatCount, toNumber } from '../logic/format';
import { equipmentStateHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import { RingWithLegend, type LegendRow } from './RingWithLegend';

type StateGroup = Exclude<keyof EquipmentState, 'allCount'>;

/** Normal, awaiting repair, under repair, awaiting scrap (seed 000 section 4). */
export const EQUIPMENT_STATE_COLOURS: Record<StateGroup, string> = {
  normalCount: '#00B42A',
  waitMtcCount: '#FF7D00',
  mtcingCount: '#165DFF',
  waitScrapCount: '#86909C',
};

export interface EquipmentStatePanelProps {
  state: EquipmentState;
  hospCode: string;
  onOpen: (href: string) => void;
}

/** Roles 02 and 03: the hospital's equipment by state, as a ring. */
export function EquipmentStatePanel({ state, hospCode, onOpen }: EquipmentStatePanelProps) {
  const { t } = useTranslation();
  const rows: LegendRow[] = (Object.keys(EQUIPMENT_STATE_COLOURS) as StateGroup[]).map((key) => {
    const value = toNumber(state[key]);
    const href = equipmentStateHref(key, hospCode);
    return {
      key,
      label: t(`dashboard.equipmentState.${key}`),
      value,
      colour: EQUIPMENT_STATE_COLOURS[key],
      href: href ? hrefWhenPositive(value, href) : null,
    };
  });
  const all = toNumber(state.allCount);
  const allHref = equipmentStateHref('allCount', hospCode);
  return (
    <PanelCard
      title={t('dashboard.equipmentState.title')}
      extra={
        <>
          {t('dashboard.equipmentState.allCount')}
          <FigureLink href={allHref ? hrefWhenPositive(all, allHref) : null} label={`${t('dashboard.equipmentState.allCount')} ${all}`}>
            {formatCount(all)}
          </FigureLink>
        </>
      }
    >
      <RingWithLegend
        rows={rows}
        caption={t('dashboard.equipmentState.allCount')}
        figure={formatCount(all)}
        label={t('dashboard.equipmentState.title')}
        onOpen={onOpen}
      />
    </PanelCard>
  );
}
