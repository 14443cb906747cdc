import { Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { allFields } from '../../../schema/system-fields';
import type { Row } from '../../data/data-provider';
import { useEntityText } from '../../i18n/entity-texts';
import { listAbilities } from '../list-abilities';
import { useListContext } from '../list-context';
import { renderCell, USER_DATA_STYLE } from './column-renderers';
import { LongValueCell } from './LongValueCell';
import { cellText } from '../cell-text';
import { ExpandedRowPanel } from './ExpandedRowPanel';
import { RowActions } from './RowActions';
import { actionsAt } from '../../actions/schema-actions';

const toArcoOrder = (order: 'asc' | 'desc') => (order === 'asc' ? 'ascend' : 'descend');

// A date or date-time never wraps: 2026-11-21 14:28:08 broken over two lines is hard to read.
const DATE_COLUMN_WIDTHS: Partial<Record<string, number>> = { 'date-time': 180, date: 120 };

// A `viewer` column's default width: the cut value and its 查看 button.
const VIEWER_COLUMN_WIDTH = 320;

// Edit, 更多 and delete on one line in both languages; a fixed column needs a width to stay in view.
const ACTIONS_COLUMN_WIDTH = 230;

/** The schema's columns over the loaded page: server-side sort, selection in batch mode, expandable rows. */
export function ListTable() {
  const { t } = useTranslation();
  const { list, permits } = useListContext();
  const text = useEntityText(list.entity.name);
  const { entity, state, batch } = list;
  const can = listAbilities(entity, permits);
  const hasRowActions = can.edit || can.remove || actionsAt(entity, 'row', permits).length > 0;
  // A hospital-scoped list asks nothing until it has a hospital (the page's or the filter's): say so.
  const waitsForHospital = entity.scope === 'hospital' && !list.hospCode && !state.applied?.hospCode;

  const columns = useMemo((): TableColumnProps<Row>[] => {
    const fields = allFields(entity);
    const yesNo = { yes: t('engine.list.yes'), no: t('engine.list.no') };
    const dataColumns = (entity.list?.columns ?? []).map((column): TableColumnProps<Row> => {
      const { field: name, sortable = false, width, viewer = false } = typeof column === 'string' ? { field: column } : column;
      const field = fields[name];
      const columnWidth = width ?? field?.width ?? (field?.format ? DATE_COLUMN_WIDTHS[field.format] : undefined) ?? (viewer ? VIEWER_COLUMN_WIDTH : undefined);
      return {
        key: name,
        dataIndex: name,
        title: text(field?.title ?? name),
        ...(columnWidth ? { width: columnWidth } : {}),
        ...(sortable ? { sorter: true, sortOrder: state.sort?.field === name ? toArcoOrder(state.sort.order) : undefined } : {}),
        render: (_value: unknown, row: Row) =>
          viewer ? (
            <span data-user-data="" style={USER_DATA_STYLE}>
              <LongValueCell text={cellText(name, field, row, yesNo)} title={text(field?.title ?? name)} width={columnWidth ?? VIEWER_COLUMN_WIDTH} />
            </span>
          ) : (
            renderCell({ name, field, row, yesNo })
          ),
      };
    });
    if (!hasRowActions) return dataColumns;
    return [...dataColumns, { key: '__actions', title: t('engine.list.actions'), fixed: 'right', width: ACTIONS_COLUMN_WIDTH, render: (_value: unknown, row: Row) => <RowActions row={row} /> }];
  }, [entity, state.sort, hasRowActions, t, text]);

  return (
    <Table<Row>
      rowKey="id"
      data={list.rows}
      columns={columns}
      loading={list.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      noDataElement={<Empty description={waitsForHospital ? text(entity.hospitalRequiredMessage ?? '', entity.name) || t('engine.tree.chooseHospital') : t('engine.list.empty')} />}
      onChange={(_pagination, sorter, _filters, extra) => {
        if (extra.action !== 'sort' || Array.isArray(sorter)) return;
        const field = typeof sorter.field === 'string' ? sorter.field : undefined;
        list.setSort(field && sorter.direction ? { field, order: sorter.direction === 'ascend' ? 'asc' : 'desc' } : undefined);
      }}
      {...(batch.batchMode
        ? {
            rowSelection: {
              type: 'checkbox' as const,
              selectedRowKeys: batch.selectedIds,
              preserveSelectedRowKeys: true,
              onSelect: (selected: boolean, row: Row) => batch.selectRows([row], selected),
              onSelectAll: (selected: boolean) => batch.selectRows(list.rows, selected),
            },
          }
        : {})}
      {...(entity.list?.expanded ? { expandedRowRender: (row: Row) => <ExpandedRowPanel row={row} /> } : {})}
    />
  );
}
