import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagSharePanel } from './TagSharePanel';
import { sampleTagShare } from './sample-data';

const meta = {
  title: 'Dashboard/TagSharePanel',
  component: TagSharePanel,
  args: { items: sampleTagShare },
} satisfies Meta<typeof TagSharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoEquipment: Story = { args: { items: [] } };
