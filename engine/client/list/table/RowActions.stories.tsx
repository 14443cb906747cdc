import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Row } from '../../data/data-provider';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleAcct, sampleDic } from '../../stories/sample-tables';
import { InList, withQueryClient } from '../../stories/story-support';
import { ListDialogs } from '../ListDialogs';
import { RowActions } from './RowActions';

function RowActionsStory({ entity, row }: { entity: 'acct' | 'dic'; row: Row }) {
  return (
    <InList entity={sampleEntities[entity]}>
      <RowActions row={row} />
      <ListDialogs />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/RowActions',
  component: RowActionsStory,
  decorators: [withQueryClient],
  args: { entity: 'dic', row: sampleDic[0]! },
} satisfies Meta<typeof RowActionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 编辑 and 删除 (with the 提示 confirmation). */
export const EditAndDelete: Story = {};

/** Plus the schema's actions: 重置密码 and 编辑账号信息. */
export const WithSchemaActions: Story = { args: { entity: 'acct', row: sampleAcct[1]! } };
