import { useMemo, useState } from 'react';
import { Select } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StorageNames, readStored } from '../../../platform/state/storage';
import { useShell } from '../layout/shell-context';
import { isRecentViewList, type RecentView } from '../tags/recent-views';
import type * as RouteSearchModule from './route-search';
import styles from './RouteSearch.module.css';

/**
 * Route-title search over the permitted, non-hidden routes. Before anything is typed it offers
 * the recent pages of this account and hospital (up to 7).
 */
export function RouteSearch() {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<RecentView[]>([]);
  // Remounted after each choice, so the box is empty again.
  const [generation, setGeneration] = useState(0);
  // The search (fuse.js, and pinyin-pro's dictionary for pinyin) loads when the box is first used,
  // outside the shell's first bundle; what is typed meanwhile is kept and searched once it has arrived.
  const [searchModule, setSearchModule] = useState<typeof RouteSearchModule>();
  const loadSearch = () => {
    if (!searchModule) void import('./route-search').then(setSearchModule);
  };
  const search = useMemo(
    () => searchModule?.createRouteSearch(searchModule.searchEntries(shell.shownRoutes)),
    [searchModule, shell.shownRoutes],
  );
  const results = useMemo(() => search?.(query) ?? [], [search, query]);

  const go = (target: string) => {
    setQuery('');
    setGeneration((value) => value + 1);
    navigate(target);
  };

  return (
    <div id="shell-search" className={styles.search}>
      <Select
        key={generation}
        showSearch
        allowClear
        aria-label={t('shell.search.label')}
        placeholder={t('shell.search.placeholder')}
        prefix={<IconSearch />}
        filterOption={false}
        onFocus={loadSearch}
        onSearch={(value: string) => {
          loadSearch();
          setQuery(value);
        }}
        onVisibleChange={(visible) => {
          if (!visible) return;
          loadSearch();
          setRecent(readStored(StorageNames.recentViews, [], { scope: shell.storageScope, isValid: isRecentViewList }));
        }}
        onChange={(value: unknown) => {
          if (typeof value === 'string' && value) go(value);
        }}
        notFoundContent={<span className={styles.empty}>{t('shell.search.noResult')}</span>}
        triggerProps={{ autoAlignPopupWidth: false, autoAlignPopupMinWidth: true }}
      >
        {query.trim() === '' ? (
          recent.length > 0 ? (
            <Select.OptGroup label={t('shell.search.recent')}>
              {recent.map((item) => (
                <Select.Option key={`recent:${item.path}`} value={item.fullPath}>
                  {item.title}
                </Select.Option>
              ))}
            </Select.OptGroup>
          ) : null
        ) : (
          results.map((entry) => (
            <Select.Option key={entry.path} value={shell.hrefOf(entry.path)}>
              {entry.title.join(' > ')}
            </Select.Option>
          ))
        )}
      </Select>
    </div>
  );
}
