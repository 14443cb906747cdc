import { Card, Space } from '@arco-design/web-react';
import { FilterBar } from './filters/FilterBar';
import { ListDialogs } from './ListDialogs';
import { ListDraftsNotice } from './ListDraftsNotice';
import { ListParamsBar } from './ListParamsBar';
import { ListSummary } from './ListSummary';
import { ListToolbar } from './ListToolbar';
import { ListPagination } from './pagination/ListPagination';
import { ListTable } from './table/ListTable';

/** The list screen's layout; every part takes what it needs from the list context. */
export function ListView() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="engine-list-view">
      <Card bordered={false}>
        <FilterBar />
      </Card>
      <Card bordered={false}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <ListDraftsNotice />
          <ListToolbar />
          <ListParamsBar />
          <ListSummary />
          <ListTable />
          <ListPagination />
        </Space>
      </Card>
      <ListDialogs />
    </Space>
  );
}
