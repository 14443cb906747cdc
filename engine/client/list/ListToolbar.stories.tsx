import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../stories/sample-entities';
import { InList, withQueryClient } from '../stories/story-support';
import { ListDialogs } from './ListDialogs';
import { ListToolbar } from './ListToolbar';

function ListToolbarStory({ batchSelect }: { batchSelect?: number }) {
  return (
    <InList entity={sampleEntities.dic} {...(batchSelect === undefined ? {} : { batchSelect })}>
      <ListToolbar />
      <ListDialogs />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ListToolbar',
  component: ListToolbarStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ListToolbarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Batch mode off: 批量修改 and 导出 are disabled. */
export const Default: Story = {};

/** Batch mode on, nothing selected: 批量修改 warns 请选中至少一条待修改数据, 导出 says 导出数据为空. */
export const BatchModeNothingSelected: Story = { args: { batchSelect: 0 } };

/** Batch mode with three rows selected. */
export const BatchModeWithSelection: Story = { args: { batchSelect: 3 } };
