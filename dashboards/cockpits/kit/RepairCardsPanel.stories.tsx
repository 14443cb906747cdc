import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRepairs } from '../../panels/sample-data';
import { RepairCardsPanel } from './RepairCardsPanel';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/RepairCardsPanel',
  component: RepairCardsPanel,
  decorators: [onTheWall(1240, 379)],
  args: { title: '在修设备', items: sampleRepairs },
} satisfies Meta<typeof RepairCardsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fourteen orders: two pages of eight, turning every six seconds. */
export const Turning: Story = {};
export const OnePage: Story = { args: { items: sampleRepairs.slice(0, 5), autoPlay: false } };
export const NoOpenRepairs: Story = { args: { items: [] } };
