import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, TreeNode } from '../data/data-provider';
import { entityQueryKeys } from '../data/query-keys';
import { useDialogState, type DialogState } from '../dialogs/dialog-state';
import { useEntityWrites, type EntityWrites } from '../dialogs/use-entity-writes';
import { useRememberedHospital } from '../hospital/use-remembered-hospital';
import { permitsEverything, type Permits } from '../permissions';
import { expandedKeysOf, FULLY_EXPANDED, withExpandedKeys, type TreeExpansion } from './tree-expansion';
import { buildTreeIndex, filterTreeIndex, type TreeView } from './tree-index';

const NO_NODES: TreeNode[] = [];

export interface TreeController {
  entity: EntitySchema;
  provider: EntityDataProvider;
  labelField: string;
  /** The chosen hospital (hospital-scoped trees): the page's hosp_code, else the one last chosen here. */
  hospCode: string | undefined;
  setHospCode(hospCode: string | undefined): void;
  /** Hospital scope without a hospital: nothing is asked of the server. */
  needsHospital: boolean;
  keyword: string;
  setKeyword(keyword: string): void;
  /** The whole tree (for the forms' parent choice). */
  nodes: TreeNode[];
  /** The tree after the keyword filter (what is shown), from an index built once per load. */
  view: TreeView;
  /** The open nodes of the view: all of them unless the user folded some. */
  expandedKeys: string[];
  setExpandedKeys(keys: string[]): void;
  loading: boolean;
  refresh(): void;
  dialogs: DialogState;
  writes: EntityWrites;
  /** The batch-modify switch (schemas with tree.batch) and the ticked nodes. */
  batch: TreeBatch;
}

export interface TreeBatch {
  /** The schema offers batch edit to this user. */
  available: boolean;
  batchMode: boolean;
  /** Turning batch mode off clears the ticks, as in lists. */
  setBatchMode(on: boolean): void;
  checkedIds: string[];
  setCheckedIds(ids: string[]): void;
}

/** A tree screen's logic without UI: hospital choice, treeQuery via react-query, keyword filter, dialogs, batch ticks. */
export function useTreeController(
  entity: EntitySchema,
  provider: EntityDataProvider,
  pageHospCode: string | undefined,
  permits: Permits = permitsEverything,
): TreeController {
  const { hospCode, choose: setHospCode } = useRememberedHospital(entity, provider, pageHospCode);
  const [keyword, setKeyword] = useState('');
  const needsHospital = entity.scope === 'hospital' && !hospCode;
  const labelField = entity.tree?.labelField ?? 'id';
  const query = useQuery({
    queryKey: entityQueryKeys(entity).tree(hospCode),
    queryFn: () => provider.treeQuery(entity, hospCode ? { hospCode } : {}),
    enabled: !needsHospital,
  });
  const nodes = needsHospital ? NO_NODES : (query.data ?? NO_NODES);
  const index = useMemo(() => buildTreeIndex(nodes, labelField), [nodes, labelField]);
  const view = useMemo(() => filterTreeIndex(index, keyword), [index, keyword]);
  const [expansion, setExpansion] = useState<TreeExpansion>(FULLY_EXPANDED);
  const expandedKeys = useMemo(() => expandedKeysOf(expansion, view, index.full), [expansion, view, index.full]);
  const dialogs = useDialogState();
  const writes = useEntityWrites(entity, provider, hospCode);
  const [batchMode, setBatchMode] = useState(false);
  const [checkedIds, setCheckedIds] = useState<string[]>([]);
  const batch: TreeBatch = {
    available:
      entity.tree?.batch === true &&
      entity.operations.includes('batchUpdate') &&
      Boolean(entity.dialogs.batch) &&
      permits(entity.permissions.batchUpdate),
    batchMode,
    setBatchMode: (on) => {
      setBatchMode(on);
      if (!on) setCheckedIds([]);
    },
    checkedIds,
    setCheckedIds,
  };
  return {
    entity,
    provider,
    labelField,
    hospCode,
    setHospCode,
    needsHospital,
    keyword,
    setKeyword,
    nodes,
    view,
    expandedKeys,
    setExpandedKeys: (keys) => setExpansion((current) => withExpandedKeys(current, view, index.full, keys)),
    loading: query.isFetching,
    refresh: () => void query.refetch(),
    dialogs,
    writes,
    batch,
  };
}
