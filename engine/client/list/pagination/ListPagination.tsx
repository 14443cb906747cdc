import { Pagination } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { pageSizesOf } from '../list-url';
import { useListContext } from '../list-context';
import styles from './ListPagination.module.css';

/** total, sizes (10/20/30/50), prev, pager, next, jumper: the server's paging of the list. */
export function ListPagination() {
  const { t } = useTranslation();
  const { list } = useListContext();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Pagination
        className={styles.pagination}
        current={list.state.page}
        pageSize={list.state.pageSize}
        total={list.total}
        sizeOptions={pageSizesOf(list.entity)}
        showTotal={(total: number) => t('engine.list.total', { total })}
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
