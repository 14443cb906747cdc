import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Row } from '../../data/data-provider';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleAcct, sampleDic } from '../../stories/sample-tables';
import { InList, withQueryClient } from '../../stories/story-support';
import { ExpandedRowPanel } from './ExpandedRowPanel';

function ExpandedRowPanelStory({ entity, row }: { entity: 'acct' | 'dic'; row: Row }) {
  return (
    <InList entity={sampleEntities[entity]}>
      <ExpandedRowPanel row={row} />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ExpandedRowPanel',
  component: ExpandedRowPanelStory,
  decorators: [withQueryClient],
  args: { entity: 'dic', row: sampleDic[0]! },
} satisfies Meta<typeof ExpandedRowPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** list.expanded of the dictionary: update and creation time, in a 400px panel. */
export const Dictionary: Story = {};

/** The account's remark, avatar and times. */
export const Account: Story = { args: { entity: 'acct', row: sampleAcct[0]! } };
