import { Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconMinus, IconPlus } from '@arco-design/web-react/icon';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { allFields } from '../../../schema/system-fields';
import type { Row } from '../../data/data-provider';
import { useEntityText } from '../../i18n/entity-texts';
import { listAbilities } from '../list-abilities';
import { useListContext } from '../list-context';
import { cellRendererNameOf, renderCell, USER_DATA_STYLE } from './column-renderers';
import { LongValueCell } from './LongValueCell';
import { cellText } from '../cell-text';
import { ExpandedRowPanel } from './ExpandedRowPanel';
import { RowActions } from './RowActions';
import { actionsAt } from '../../actions/schema-actions';
import addedRowStyles from '../added-row/AddedRow.module.css';
import { columnWidth } from './column-widths';
import styles from './ListTable.module.css';
import { visibleColumnsOf } from '../views/view-url';

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
  const { list, permits, added } = useListContext();
  const text = useEntityText(list.entity.name);
  const { entity, state, batch } = list;
  const can = listAbilities(entity, permits);
  const hasRowActions = can.edit || can.remove || actionsAt(entity, 'row', permits).length > 0;
  // A hospital-scoped list asks nothing until it has a hospital (the page's or the filter's): say so.
  const waitsForHospital = entity.scope === 'hospital' && !list.hospCode && !state.applied?.hospCode;

  // 列设置 (a saved view's columns) lives in the URL: the columns left out are not drawn.
  const [params] = useSearchParams();
  const visible = visibleColumnsOf(entity, params)?.join(',');

  const columns = useMemo((): TableColumnProps<Row>[] => {
    const fields = allFields(entity);
    const shown = visible?.split(',');
    const yesNo = { yes: t('engine.list.yes'), no: t('engine.list.no') };
    const schemaColumns = (entity.list?.columns ?? []).filter(
      (column) => !shown || shown.includes(typeof column === 'string' ? column : column.field),
    );
    const dataColumns = schemaColumns.map((column): TableColumnProps<Row> => {
      const { field: name, sortable = false, width, viewer = false } = typeof column === 'string' ? { field: column } : column;
      const field = fields[name];
      const preferred =
        width ??
        field?.width ??
        (field?.format ? DATE_COLUMN_WIDTHS[field.format] : undefined) ??
        (viewer ? VIEWER_COLUMN_WIDTH : undefined);
      const title = text(field?.title ?? name);
      // Every column has a width: the table scrolls sideways rather than squeezing one under the fixed actions.
      // Text cells size the column by what they show; a picture, a file button or an option label has its own size.
      const contents = cellRendererNameOf(field) === 'text' ? list.rows.map((row) => cellText(name, field, row, yesNo)) : [];
      const shownWidth = columnWidth(title, { sortable, preferred, contents });
      return {
        key: name,
        dataIndex: name,
        title,
        width: shownWidth,
        ...(sortable ? { sorter: true, sortOrder: state.sort?.field === name ? toArcoOrder(state.sort.order) : undefined } : {}),
        render: (_value: unknown, row: Row) =>
          viewer ? (
            <span data-user-data="" style={USER_DATA_STYLE}>
              <LongValueCell text={cellText(name, field, row, yesNo)} title={title} width={shownWidth} />
            </span>
          ) : (
            renderCell({ name, field, row, yesNo })
          ),
      };
    });
    if (!hasRowActions) return dataColumns;
    return [
      ...dataColumns,
      {
        key: '__actions',
        title: t('engine.list.actions'),
        fixed: 'right',
        width: ACTIONS_COLUMN_WIDTH,
        render: (_value: unknown, row: Row) => <RowActions row={row} />,
      },
    ];
  }, [entity, state.sort, hasRowActions, t, text, list.rows, visible]);

  const { rows, highlightedId, pinned } = added.placement;
  // The new record may sit below the fold (or far to the left of a wide table): bring it into view.
  useEffect(() => {
    // (jsdom, in unit tests, has no scrollIntoView.)
    if (highlightedId)
      document
        .querySelector<HTMLElement>(`.${addedRowStyles.highlighted}, .${addedRowStyles.pinned}`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightedId]);

  return (
    <Table<Row>
      rowKey="id"
      className={styles.table}
      data={rows}
      rowClassName={(row: Row) => (row.id !== highlightedId ? '' : pinned ? addedRowStyles.pinned! : addedRowStyles.highlighted!)}
      columns={columns}
      loading={list.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      noDataElement={
        <Empty
          description={
            waitsForHospital
              ? text(entity.hospitalRequiredMessage ?? '', entity.name) || t('engine.tree.chooseHospital')
              : t('engine.list.empty')
          }
        />
      }
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
      {...(entity.list?.expanded
        ? {
            expandedRowRender: (row: Row) => <ExpandedRowPanel row={row} />,
            // Arco's own expand button is an unnamed +/-: this one says what it does and whether the row is open.
            expandProps: {
              icon: ({ expanded }: { expanded: boolean }) => (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'engine.list.collapseRow' : 'engine.list.expandRow')}
                >
                  {expanded ? <IconMinus aria-hidden="true" /> : <IconPlus aria-hidden="true" />}
                </button>
              ),
            },
          }
        : {})}
    />
  );
}
