import { Button, Empty, Tree } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../../../engine/client/core';
import { boundLeaves, idsToSave } from './binding-keys';

export interface BindingTreeProps {
  nodes: TreeNode[];
  /** The node's label: the first of these fields with a value. */
  labelFields: string[];
  /** The ids the role holds now. */
  bound: string[];
  /** Menus cascade (a parent ticks its children); permissions are ticked one by one. */
  cascade: boolean;
  /** Accessible name of the tree (the tab's title). */
  label: string;
  onSave(ids: string[]): Promise<boolean>;
}

interface CheckNode {
  key: string;
  title: string;
  children?: CheckNode[];
}

const toCheckNodes = (nodes: TreeNode[], labelFields: string[]): CheckNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: String(
      labelFields.map((field) => node[field]).find((value) => value !== undefined && value !== null && value !== '') ?? node.id,
    ),
    ...(node.children?.length ? { children: toCheckNodes(node.children, labelFields) } : {}),
  }));

const allKeys = (nodes: TreeNode[]): string[] => nodes.flatMap((node) => [node.id, ...allKeys(node.children ?? [])]);

/** One binding tab: the hospital's whole tree, fully expanded, with the role's items ticked, and 保存. */
export function BindingTree({ nodes, labelFields, bound, cascade, label, onSave }: BindingTreeProps) {
  const { t } = useTranslation();
  const initial = useMemo(() => (cascade ? boundLeaves(nodes, bound) : bound), [nodes, bound, cascade]);
  const [checked, setChecked] = useState<string[]>(initial);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const treeData = useMemo(() => toCheckNodes(nodes, labelFields), [nodes, labelFields]);
  const expanded = useMemo(() => allKeys(nodes), [nodes]);
  const [folded, setFolded] = useState<string[]>([]);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(cascade ? idsToSave(checked, halfChecked) : checked);
    } finally {
      setSaving(false);
    }
  };

  if (nodes.length === 0) return <Empty description={t('screens.roles.emptyTree')} />;
  return (
    <section aria-label={label} style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <div style={{ maxHeight: 420, overflow: 'auto', alignSelf: 'stretch' }}>
        <Tree
          checkable
          checkStrictly={!cascade}
          blockNode
          size="small"
          treeData={treeData}
          checkedKeys={checked}
          expandedKeys={expanded.filter((key) => !folded.includes(key))}
          onExpand={(keys) => setFolded(expanded.filter((key) => !keys.includes(key)))}
          onCheck={(keys, extra) => {
            setChecked(keys);
            setHalfChecked(extra.halfCheckedKeys ?? []);
          }}
        />
      </div>
      <Button type="primary" loading={saving} onClick={() => void save()}>
        {t('screens.roles.save')}
      </Button>
    </section>
  );
}
