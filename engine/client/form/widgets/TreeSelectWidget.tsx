import type { WidgetProps } from '@rjsf/utils';
import { TreeSelect } from '@arco-design/web-react';
import { errorStatus, optionOf, useWidgetPlaceholder } from './widget-support';

/** One node of a tree select, in Arco's shape (see model/tree-options.ts for rows -> nodes). */
export interface TreeOption {
  key: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** Virtual list above this many shown nodes; no expand animation (it compares every key pair). */
const LARGE_TREE_PROPS = { virtualListProps: { height: 320, threshold: 300 }, animation: false } as const;

/** A searchable, clearable tree select (Arco TreeSelect) over ui:options.treeData. */
export function TreeSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'select');
  const treeData = optionOf<TreeOption[]>(options, 'treeData') ?? [];
  return (
    <TreeSelect
      id={id}
      value={typeof value === 'string' ? value : undefined}
      placeholder={placeholder}
      disabled={disabled || readonly}
      status={errorStatus(rawErrors)}
      treeData={treeData}
      showSearch
      allowClear
      // Thousands of departments: only the rows in view are rendered (the screen's tree does the same).
      treeProps={LARGE_TREE_PROPS}
      filterTreeNode={(input: string, node: { props: { title?: unknown } }) =>
        String(node.props.title ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(next: unknown) => onChange(typeof next === 'string' && next !== '' ? next : undefined)}
      onVisibleChange={(visible) => (visible ? onFocus(id, value) : onBlur(id, value))}
    />
  );
}
