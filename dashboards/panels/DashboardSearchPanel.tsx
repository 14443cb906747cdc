import { Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { equipmentSearchHref, repairSearchHref } from '../logic/panel-links';
import { PanelCard } from './PanelCard';
import styles from './DashboardSearchPanel.module.css';

export interface DashboardSearchPanelProps {
  hospCode: string;
  /** Opens a list screen (the dashboards pass react-router's navigate). */
  onOpen: (href: string) => void;
}

/** Role 01: Enter in the first box opens repair records by order number, in the second the equipment list by name. */
export function DashboardSearchPanel({ hospCode, onOpen }: DashboardSearchPanelProps) {
  const { t } = useTranslation();
  const open = (href: string | null) => {
    if (href) onOpen(href);
  };
  return (
    <PanelCard title={t('dashboard.search.label')}>
      <div className={styles.boxes}>
        <Input.Search
          allowClear
          aria-label={t('dashboard.search.repairLabel')}
          placeholder={t('dashboard.search.repairPlaceholder')}
          onSearch={(value) => open(repairSearchHref(hospCode, value))}
        />
        <Input.Search
          allowClear
          aria-label={t('dashboard.search.equipmentLabel')}
          placeholder={t('dashboard.search.equipmentPlaceholder')}
          onSearch={(value) => open(equipmentSearchHref(hospCode, value))}
        />
      </div>
    </PanelCard>
  );
}
