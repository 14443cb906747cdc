import { Button, Space } from '@arco-design/web-react';
import { IconDown, IconSearch, IconUp } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useListContext } from '../list-context';
import { FilterField } from './FilterField';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '12px 16px' } as const;

/** The schema's basic filters with 查询/重置, and its advanced filters behind a toggle. */
export function FilterBar() {
  const { t } = useTranslation();
  const { list } = useListContext();
  const basic = list.entity.list?.filters ?? [];
  const advanced = list.entity.list?.advancedFilters ?? [];
  const open = list.state.advancedOpen;
  if (basic.length === 0 && advanced.length === 0) return null;
  return (
    <section
      className="engine-filter-bar"
      aria-label={t('engine.list.query')}
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <div style={grid}>
        {basic.map((name) => (
          <FilterField key={name} name={name} />
        ))}
        <Space>
          <Button type="primary" icon={<IconSearch />} onClick={list.search}>
            {t('engine.list.query')}
          </Button>
          <Button onClick={list.reset}>{t('engine.list.reset')}</Button>
          {advanced.length > 0 && (
            <Button type="text" aria-expanded={open} icon={open ? <IconUp /> : <IconDown />} onClick={list.toggleAdvanced}>
              {open ? t('engine.list.advancedHide') : t('engine.list.advancedShow')}
            </Button>
          )}
        </Space>
      </div>
      {open && advanced.length > 0 && (
        <div style={grid} className="engine-advanced-filters">
          {advanced.map((name) => (
            <FilterField key={name} name={name} />
          ))}
        </div>
      )}
    </section>
  );
}
