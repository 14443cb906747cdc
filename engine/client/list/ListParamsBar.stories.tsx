import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EntitySchema } from '../../schema/entity-types';
import { sampleEntities } from '../stories/sample-entities';
import { InList, withQueryClient, withUrl } from '../stories/story-support';
import { ListParamsBar } from './ListParamsBar';

// The dictionary with two link parameters, as a dashboard link would narrow a list.
const dicWithParams: EntitySchema = {
  ...sampleEntities.dic,
  list: {
    ...sampleEntities.dic.list!,
    params: {
      onlyType: { field: 'type', match: 'equals', title: '类型' },
      firstSorts: { field: 'sort', match: 'flag', values: [1, 2], title: '排序前两位' },
    },
  },
};

function ListParamsBarStory() {
  return (
    <InList entity={dicWithParams}>
      <ListParamsBar />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ListParamsBar',
  component: ListParamsBarStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ListParamsBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a link carrying onlyType=ACCT_TYPE&firstSorts=true: 筛选条件 with 清除. */
export const FromALink: Story = { decorators: [withUrl('/dic?onlyType=ACCT_TYPE&firstSorts=true')] };
