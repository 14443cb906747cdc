import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { EntitySchema } from '../../schema/entity-types';
import { sampleEntities } from '../stories/sample-entities';
import { sampleDept } from '../stories/sample-tables';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { TreeBatchBar } from './TreeBatchBar';
import { TreeDialogs } from './TreeDialogs';
import { useTreeController } from './use-tree-controller';

/** The department tree with the schema's batch switch on (tree.batch, as hosp-menu has it). */
const departments: EntitySchema = {
  ...sampleEntities['hosp-dept'],
  tree: { ...sampleEntities['hosp-dept'].tree!, batch: true },
};

/** 批量修改 above a tree; `checked` ticks nodes in batch mode, as ticking them in the tree would. */
function TreeBatchBarStory({ hospCode, checked }: { hospCode?: string; checked?: string[] }) {
  const [provider] = useState(storyProvider);
  const tree = useTreeController(departments, provider, hospCode);
  const { setBatchMode, setCheckedIds } = tree.batch;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || !checked) return;
    setBatchMode(true);
    setCheckedIds(checked);
    setDone(true);
  }, [done, checked, setBatchMode, setCheckedIds]);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 16 }}>
      <TreeBatchBar tree={tree} />
      <TreeDialogs tree={tree} />
    </div>
  );
}

const meta = {
  title: 'Engine/Tree/TreeBatchBar',
  component: TreeBatchBarStory,
  decorators: [withQueryClient],
  args: { hospCode: '10001' },
} satisfies Meta<typeof TreeBatchBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Batch mode off: 批量修改 disabled. */
export const Off: Story = {};

/** Batch mode with two departments ticked: 批量修改 opens 部门批量修改 for them. */
export const TwoTicked: Story = { args: { checked: [sampleDept[1]!.id, sampleDept[2]!.id] } };

/** No hospital chosen yet: the switch is disabled. */
export const NoHospital: Story = { args: { hospCode: undefined } };
