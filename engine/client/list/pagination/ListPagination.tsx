import { Pagination } from '@arco-design/web-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EXACT_TOTAL_BOUND } from '../../../schema/list-total';
import { pageSizesOf } from '../list-url';
import { useListContext } from '../list-context';
import styles from './ListPagination.module.css';
import { namePaginationControls } from './pagination-aria';

/** total, sizes (10/20/30/50), prev, pager, next, jumper: the server's paging of the list. */
export function ListPagination() {
  const { t } = useTranslation();
  const { list } = useListContext();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) namePaginationControls(ref.current, { jumper: t('engine.list.pageJumper'), pageSize: t('engine.list.pageSize') });
  });
  return (
    <div ref={ref} style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Pagination
        className={styles.pagination}
        current={list.state.page}
        pageSize={list.state.pageSize}
        total={list.total}
        sizeOptions={pageSizesOf(list.entity)}
        showTotal={(total: number) =>
          // Above the bound the server estimates: say so rather than show a made-up exact count.
          list.totalEstimated ? t('engine.list.totalEstimated', { total: EXACT_TOTAL_BOUND }) : t('engine.list.total', { total })
        }
        sizeCanChange
        showJumper
        onChange={(page, pageSize) => {
          if (pageSize !== list.state.pageSize) list.setPageSize(pageSize);
          else list.setPage(page);
        }}
      />
    </div>
  );
}
