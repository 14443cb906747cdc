import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../../stories/sample-entities';
import { InList, withQueryClient } from '../../stories/story-support';
import { FilterField } from './FilterField';

/** One filter per widget kind: text, dictionary select, date-time range, number, boolean. */
function FilterFieldStory({ entity, name }: { entity: keyof typeof sampleEntities; name: string }) {
  return (
    <InList entity={sampleEntities[entity]}>
      <div style={{ width: 420 }}>
        <FilterField name={name} />
      </div>
    </InList>
  );
}

const meta = {
  title: 'Engine/List/FilterField',
  component: FilterFieldStory,
  decorators: [withQueryClient],
  args: { entity: 'acct', name: 'acctName' },
} satisfies Meta<typeof FilterFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const DictionarySelect: Story = { args: { name: 'type' } };
export const DateTimeRange: Story = { args: { name: 'createDateTime' } };
export const BooleanChoice: Story = { args: { entity: 'hosp-dept', name: 'disabled' } };
