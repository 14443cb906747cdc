import type { Meta, StoryObj } from '@storybook/react-vite';
import { LargeEquipmentPanel } from './LargeEquipmentPanel';
import { sampleLargeEquipment } from './sample-data';

const meta = {
  title: 'Dashboard/LargeEquipmentPanel',
  component: LargeEquipmentPanel,
  args: { items: sampleLargeEquipment, total: 3 },
} satisfies Meta<typeof LargeEquipmentPanel>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
