import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../../stories/sample-entities';
import { InList, withQueryClient } from '../../stories/story-support';
import { ListTable } from './ListTable';

function ListTableStory({ entity, batchSelect }: { entity: keyof typeof sampleEntities; batchSelect?: number }) {
  return (
    <InList entity={sampleEntities[entity]} {...(batchSelect === undefined ? {} : { batchSelect })}>
      <ListTable />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ListTable',
  component: ListTableStory,
  decorators: [withQueryClient],
  args: { entity: 'acct' },
} satisfies Meta<typeof ListTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dictionary fields show their Desc text; 创建时间 sorts on the server; rows expand. */
export const Accounts: Story = {};

/** Booleans as 是/否. */
export const Departments: Story = { args: { entity: 'hosp-dept' } };

/** Batch mode: the selection column, two rows ticked. */
export const WithSelection: Story = { args: { batchSelect: 2 } };
