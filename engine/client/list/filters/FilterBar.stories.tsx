import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { sampleEntities } from '../../stories/sample-entities';
import { InList, withQueryClient } from '../../stories/story-support';
import { useListContext } from '../list-context';
import { FilterBar } from './FilterBar';

/** The draft and applied filters under the bar, so a designer sees what 查询 and 重置 do. */
function FilterBarWithState() {
  const { list } = useListContext();
  return (
    <>
      <FilterBar />
      <pre style={{ marginTop: 16 }}>{JSON.stringify({ draft: list.state.draft, applied: list.state.applied }, null, 2)}</pre>
    </>
  );
}

function FilterBarStory({
  entity,
  batchSelect,
  advancedOpen,
}: {
  entity: keyof typeof sampleEntities;
  batchSelect?: number;
  advancedOpen?: boolean;
}) {
  return (
    <InList entity={sampleEntities[entity]} {...(batchSelect === undefined ? {} : { batchSelect })}>
      {advancedOpen && <OpenAdvanced />}
      <FilterBarWithState />
    </InList>
  );
}

function OpenAdvanced() {
  const { list } = useListContext();
  const { toggleAdvanced } = list;
  const open = list.state.advancedOpen;
  useEffect(() => {
    if (!open) toggleAdvanced();
  }, [open, toggleAdvanced]);
  return null;
}

const meta = {
  title: 'Engine/List/FilterBar',
  component: FilterBarStory,
  decorators: [withQueryClient],
  args: { entity: 'acct' },
} satisfies Meta<typeof FilterBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

/** Advanced filters expanded: email, remark, state, the creation-time range with shortcuts, id. */
export const AdvancedOpen: Story = { args: { advancedOpen: true } };

/** In batch mode the basic filters are locked; advanced ones stay editable. */
export const InBatchMode: Story = { args: { batchSelect: 0, advancedOpen: true } };
