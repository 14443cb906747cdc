import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { sampleEntities } from '../../stories/sample-entities';
import { InList, withQueryClient } from '../../stories/story-support';
import { ListTable } from '../table/ListTable';
import { ColumnChooser } from './ColumnChooser';

/** 列设置 above the accounts table: untick columns and 确定 hides them (kept in the URL, so a saved view holds it). */
function ColumnChooserStory() {
  return (
    <InList entity={sampleEntities.acct}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12, padding: 16 }}>
        <ColumnChooser />
        <ListTable />
      </div>
    </InList>
  );
}

const meta = {
  title: 'Engine/List/Views/ColumnChooser',
  component: ColumnChooserStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ColumnChooserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The dialog: every column of list.columns, ticked when shown (Storybook opens it; the render test shows the button). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>('button');
      if (!found) throw new Error('no 列设置 button yet');
      return found;
    });
    await userEvent.click(button);
  },
};
