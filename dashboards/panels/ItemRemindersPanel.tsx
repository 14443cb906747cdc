import { useTranslation } from 'react-i18next';
import type { ItemReminders } from '../../contracts/dashboard';
import { formatCount, shareOfTotal, toNumber } from '../logic/format';
import { reminderHref, type ReminderKey } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { NamedProgress } from './NamedProgress';
import { PanelCard } from './PanelCard';
import styles from './ItemRemindersPanel.module.css';

export const REMINDER_KEYS: readonly ReminderKey[] = [
  'newMtcTotal',
  'longWaitTotal',
  'longMtcTotal',
  'dailyPatrolDelayTotal',
  'partrolDelayTotal',
  'maintainDelayTotal',
  'qualityDelayTotal',
  'meteringDelayTotal',
];

export interface ItemRemindersPanelProps {
  reminders: ItemReminders;
  hospCode: string;
  me: string;
}

/** Role 01 "my item reminders": each count as a bar, its share of the total with 2 decimals. */
export function ItemRemindersPanel({ reminders, hospCode, me }: ItemRemindersPanelProps) {
  const { t } = useTranslation();
  const total = toNumber(reminders.total);
  return (
    <PanelCard title={t('dashboard.reminders.title')} extra={t('dashboard.reminders.total', { count: total })}>
      <ul className={styles.rows}>
        {REMINDER_KEYS.map((key) => {
          const value = toNumber(reminders[key]);
          const share = shareOfTotal(value, total);
          const href = me ? reminderHref(key, hospCode, me) : null;
          const label = t(`dashboard.reminders.${key}`);
          return (
            <li key={key} className={styles.row}>
              <span className={styles.name}>{label}</span>
              <NamedProgress name={label} className={styles.bar} percent={share} size="small" formatText={() => `${share.toFixed(2)}%`} />
              <FigureLink href={href ? hrefWhenPositive(value, href) : null} label={`${label} ${value}`} className={styles.value}>
                {formatCount(value)}
              </FigureLink>
            </li>
          );
        })}
      </ul>
    </PanelCard>
  );
}
