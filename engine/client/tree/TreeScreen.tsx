import { Button, Card, Empty, Input, Space, Spin, Tree } from '@arco-design/web-react';
import { IconPlus, IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_PARENT_ID, type EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { ScreenDraftsNotice } from '../dialogs/drafts/ScreenDraftsNotice';
import { useEntityText } from '../i18n/entity-texts';
import { permitsEverything, type Permits } from '../permissions';
import { HospitalChooser } from './HospitalChooser';
import { TreeBatchBar } from './TreeBatchBar';
import { TreeDialogs } from './TreeDialogs';
import { TreeNodeActions } from './TreeNodeActions';
import type { ViewNode } from './tree-index';
import { useTreeController } from './use-tree-controller';

export interface TreeScreenProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode?: string | undefined;
  permits?: Permits | undefined;
}

/**
 * From this many shown nodes on, only the rows in sight are rendered (with their actions): a
 * hospital's few hundred departments render whole, 10,000 would take seconds and 180,000 elements.
 */
const VIRTUAL_FROM = 300;
// The list scrolls inside the page; it keeps a usable height on short windows.
const VIRTUAL_LIST = { height: 'max(360px, calc(100vh - 280px))', threshold: VIRTUAL_FROM };

/** A schema's tree screen (kind 'tree'): hospital choice, keyword filter, per-node add child / edit / delete, batch edit. */
export function TreeScreen({ entity, provider, hospCode, permits = permitsEverything }: TreeScreenProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const tree = useTreeController(entity, provider, hospCode, permits);
  const { view } = tree;
  const virtual = view.size >= VIRTUAL_FROM;
  // The selected node, kept here because the tree is remounted per keyword (below).
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
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
              onClick={() =>
                tree.dialogs.openDialog({
                  kind: 'add',
                  formData: { [parentField]: ROOT_PARENT_ID, ...(tree.hospCode ? { hospCode: tree.hospCode } : {}) },
                })
              }
            >
              {t('engine.tree.addRoot')}
            </Button>
          )}
          <Button icon={<IconRefresh />} aria-label={t('engine.tree.refresh')} disabled={tree.needsHospital} onClick={tree.refresh} />
          <TreeBatchBar tree={tree} />
        </Space>
        {!tree.dialogs.open && !tree.needsHospital && (
          <ScreenDraftsNotice entity={entity} hospCode={tree.hospCode} storage={provider.drafts} onReopen={tree.dialogs.openDialog} />
        )}
        {tree.needsHospital ? (
          <Empty description={text(entity.hospitalRequiredMessage ?? '') || t('engine.tree.chooseHospital')} />
        ) : (
          <Spin loading={tree.loading} style={{ display: 'block' }}>
            {view.size === 0 ? (
              <Empty description={t('engine.tree.empty')} />
            ) : (
              <Tree
                // A new keyword mounts a new tree: its result shows from the top. Updated in place, Arco's
                // virtual list scrolls to where the old top row now is (the whole tree after a clear).
                key={tree.keyword}
                blockNode
                selectedKeys={selectedKeys}
                onSelect={setSelectedKeys}
                treeData={view.roots}
                // Arco's expand animation diffs the old and new open keys pairwise: seconds for thousands.
                {...(virtual ? { animation: false, virtualListProps: VIRTUAL_LIST } : {})}
                // Batch mode ticks nodes one by one: a parent's tick does not tick its children.
                {...(tree.batch.batchMode
                  ? {
                      checkable: true,
                      checkStrictly: true,
                      checkedKeys: tree.batch.checkedIds,
                      onCheck: (keys: string[]) => tree.batch.setCheckedIds(keys),
                    }
                  : {})}
                // Fully expanded: every node is open unless the user folded it.
                expandedKeys={tree.expandedKeys}
                // Node labels are records' names (people's entries): marked for the English walk (tests/e2e).
                renderTitle={(props) => <span data-user-data="">{props.title}</span>}
                onExpand={tree.setExpandedKeys}
                // Called for rendered rows only: with the virtual list, the rows in sight.
                renderExtra={(props) => {
                  const node = (props.dataRef as ViewNode | undefined)?.node;
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
