import type { Meta, StoryObj } from '@storybook/react-vite';
import { Message } from '@arco-design/web-react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleResources, sampleTables } from '../stories/sample-tables';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { largeDeptRows } from './large-tree-sample';
import { TreeScreen } from './TreeScreen';

const meta = {
  title: 'Engine/Tree/TreeScreen',
  component: TreeScreen,
  decorators: [withQueryClient],
  args: { entity: sampleEntities['hosp-dept'], provider: storyProvider(), hospCode: '10001' },
} satisfies Meta<typeof TreeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fully expanded; deleting 医学装备部 is refused with 请先删除子级部门 and the tree stays. */
export const Departments: Story = {};

/** No hospital yet: 请选择医院 until one is chosen. */
export const NoHospital: Story = { args: { hospCode: undefined } };

/** A user who may only look: no 新增, 添加子级, 编辑, 删除. */
export const ReadOnly: Story = { args: { permits: (rule) => rule === 'sys:hosp-dept' } };

/**
 * 2,220 departments: only the rows in sight are rendered, with their actions; try 病区15-3 in the
 * keyword filter. (10,000 in real Chromium: tests/bench/goals/goal-4-tree.ts.)
 */
export const LargeTree: Story = {
  args: {
    provider: createMemoryDataProvider({
      tables: { ...sampleTables, 'hosp-dept': [...sampleTables['hosp-dept']!, ...largeDeptRows('10003', 20)] },
      resources: sampleResources,
      onError: (message) => Message.error(message),
    }),
    hospCode: '10003',
  },
};
