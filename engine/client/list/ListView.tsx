import { Card, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useEntityText } from '../i18n/entity-texts';
import { AddedRowNotice } from './added-row/AddedRowNotice';
import { FilterBar } from './filters/FilterBar';
import { ListDialogs } from './ListDialogs';
import { ListDraftsNotice } from './ListDraftsNotice';
import { ListParamsBar } from './ListParamsBar';
import { ListSummary } from './ListSummary';
import { ListToolbar } from './ListToolbar';
import { ListPagination } from './pagination/ListPagination';
import { useListContext } from './list-context';
import { ListTable } from './table/ListTable';
import { ScrollRegion } from './table/ScrollRegion';

/** The list screen's layout; every part takes what it needs from the list context. */
export function ListView() {
  const { t } = useTranslation();
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
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
          <AddedRowNotice />
          <ScrollRegion label={text(list.entity.title)} selectLabels={{ row: t('engine.list.selectRow'), all: t('engine.list.selectAll') }}>
            <ListTable />
          </ScrollRegion>
          <ListPagination />
        </Space>
      </Card>
      <ListDialogs />
    </Space>
  );
}
