import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TreeNode } from '../data/data-provider';
import { permitsEverything, type Permits } from '../permissions';
import { sampleEntities } from '../stories/sample-entities';
import { sampleDept } from '../stories/sample-tables';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { TreeDialogs } from './TreeDialogs';
import { TreeNodeActions } from './TreeNodeActions';
import { useTreeController } from './use-tree-controller';

const provider = storyProvider();

/** One node's 添加子级 / 编辑 / 删除 with the dialogs they open. */
function TreeNodeActionsStory({ node, permits }: { node: TreeNode; permits: Permits }) {
  const tree = useTreeController(sampleEntities['hosp-dept'], provider, '10001');
  return (
    <div style={{ padding: 24 }}>
      <span style={{ marginRight: 12 }}>{String(node.deptName)}</span>
      <TreeNodeActions tree={tree} node={node} permits={permits} />
      <TreeDialogs tree={tree} />
    </div>
  );
}

const meta = {
  title: 'Engine/Tree/TreeNodeActions',
  component: TreeNodeActionsStory,
  decorators: [withQueryClient],
  args: { node: sampleDept[1]!, permits: permitsEverything },
} satisfies Meta<typeof TreeNodeActionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leaf: Story = {};
export const EditOnly: Story = { args: { permits: (rule) => rule === 'sys:hosp-dept:update' } };
