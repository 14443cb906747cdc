import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../../stories/sample-entities';
import { InList, withQueryClient } from '../../stories/story-support';
import { ListTable } from './ListTable';
import { ScrollRegion } from './ScrollRegion';

/**
 * A wide table in a narrow box: Arco's scroll box becomes a named, focusable region (Tab stops on
 * it, the arrow keys scroll it), and in batch mode the selection checkboxes get their names.
 */
function ScrollRegionStory({ batchSelect }: { batchSelect?: number }) {
  return (
    <InList entity={sampleEntities.acct} {...(batchSelect === undefined ? {} : { batchSelect })}>
      <div style={{ width: 640, padding: 16 }}>
        <ScrollRegion label="平台账号" selectLabels={{ row: '选择此行', all: '选择本页' }}>
          <ListTable />
        </ScrollRegion>
      </div>
    </InList>
  );
}

const meta = {
  title: 'Engine/List/Table/ScrollRegion',
  component: ScrollRegionStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ScrollRegionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the table and scroll it sideways with the arrow keys. */
export const WideTable: Story = {};

/** Batch mode: the header's checkbox selects the page, each row's its row, both named. */
export const BatchMode: Story = { args: { batchSelect: 2 } };
