import { Button, Card, Empty, Input, Space, Spin, Tree } from '@arco-design/web-react';
import { IconPlus, IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_PARENT_ID, type EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, TreeNode } from '../data/data-provider';
import { useEntityText } from '../i18n/entity-texts';
import { permitsEverything, type Permits } from '../permissions';
import { HospitalChooser } from './HospitalChooser';
import { TreeBatchBar } from './TreeBatchBar';
import { TreeDialogs } from './TreeDialogs';
import { TreeNodeActions } from './TreeNodeActions';
import { allNodeIds, labelOf } from './tree-nodes';
import { useTreeController } from './use-tree-controller';

export interface TreeScreenProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode?: string | undefined;
  permits?: Permits | undefined;
}

interface ArcoNode {
  key: string;
  title: string;
  node: TreeNode;
  children?: ArcoNode[];
}

const toArcoNodes = (nodes: TreeNode[], labelField: string): ArcoNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: labelOf(node, labelField),
    node,
    ...(node.children?.length ? { children: toArcoNodes(node.children, labelField) } : {}),
  }));

/** A schema's tree screen (kind 'tree'): hospital choice, keyword filter, per-node add child / edit / delete, batch edit. */
export function TreeScreen({ entity, provider, hospCode, permits = permitsEverything }: TreeScreenProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const tree = useTreeController(entity, provider, hospCode, permits);
  // Fully expanded: every node is open unless the user folded it.
  const [folded, setFolded] = useState<string[]>([]);
  const treeData = useMemo(() => toArcoNodes(tree.shownNodes, tree.labelField), [tree.shownNodes, tree.labelField]);
  const expandedKeys = useMemo(() => allNodeIds(tree.shownNodes).filter((id) => !folded.includes(id)), [tree.shownNodes, folded]);
  const canAdd = entity.operations.includes('add') && permits(entity.permissions.add);
  const parentField = entity.tree?.parentField ?? 'parentId';

  return (
    <Card bordered={false} className="engine-tree-screen">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap size={12}>
          {entity.scope === 'hospital' && <HospitalChooser provider={provider} value={tree.hospCode} onChange={tree.setHospCode} />}
          {entity.tree?.keywordFilter !== false && (
            <Input
              value={tree.keyword}
              onChange={tree.setKeyword}
              prefix={<IconSearch />}
              placeholder={t('engine.tree.keywordPlaceholder')}
              aria-label={t('engine.tree.keywordPlaceholder')}
              allowClear
              style={{ width: 240 }}
            />
          )}
          {canAdd && (
            <Button
              type="primary"
              icon={<IconPlus />}
              disabled={tree.needsHospital}
              onClick={() => tree.dialogs.openDialog({ kind: 'add', formData: { [parentField]: ROOT_PARENT_ID, ...(tree.hospCode ? { hospCode: tree.hospCode } : {}) } })}
            >
              {t('engine.tree.addRoot')}
            </Button>
          )}
          <Button icon={<IconRefresh />} aria-label={t('engine.tree.refresh')} disabled={tree.needsHospital} onClick={tree.refresh} />
          <TreeBatchBar tree={tree} />
        </Space>
        {tree.needsHospital ? (
          <Empty description={text(entity.hospitalRequiredMessage ?? '') || t('engine.tree.chooseHospital')} />
        ) : (
          <Spin loading={tree.loading} style={{ display: 'block' }}>
            {treeData.length === 0 ? (
              <Empty description={t('engine.tree.empty')} />
            ) : (
              <Tree
                blockNode
                treeData={treeData}
                // Batch mode ticks nodes one by one: a parent's tick does not tick its children.
                {...(tree.batch.batchMode
                  ? { checkable: true, checkStrictly: true, checkedKeys: tree.batch.checkedIds, onCheck: (keys: string[]) => tree.batch.setCheckedIds(keys) }
                  : {})}
                expandedKeys={expandedKeys}
                // Node labels are records' names (people's entries): marked for the English walk (tests/e2e).
                renderTitle={(props) => <span data-user-data="">{props.title}</span>}
                onExpand={(keys) => setFolded(allNodeIds(tree.shownNodes).filter((id) => !keys.includes(id)))}
                renderExtra={(props) => {
                  const node = (props.dataRef as ArcoNode | undefined)?.node;
                  return node ? <TreeNodeActions tree={tree} node={node} permits={permits} /> : null;
                }}
              />
            )}
          </Spin>
        )}
      </Space>
      <TreeDialogs tree={tree} />
    </Card>
  );
}
