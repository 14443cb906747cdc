import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../../stories/sample-entities';
import { InList, withQueryClient } from '../../stories/story-support';
import { ListPagination } from './ListPagination';

/** total, sizes (10/20/30/50), prev, pager, next, jumper over the dictionary's sample rows. */
function ListPaginationStory() {
  return (
    <InList entity={sampleEntities.dic}>
      <ListPagination />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ListPagination',
  component: ListPaginationStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ListPaginationStory>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
