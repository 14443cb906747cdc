import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../stories/sample-entities';
import { InList, withQueryClient } from '../stories/story-support';
import { ListView } from './ListView';

/** The whole list layout inside ListBase (what ListScreen renders), in batch mode with a selection. */
function ListViewStory({ batchSelect }: { batchSelect?: number }) {
  return (
    <InList entity={sampleEntities.param} {...(batchSelect === undefined ? {} : { batchSelect })}>
      <ListView />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ListView',
  component: ListViewStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ListViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BatchMode: Story = { args: { batchSelect: 2 } };
