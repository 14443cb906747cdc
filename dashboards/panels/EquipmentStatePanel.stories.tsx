import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyEquipmentState } from '../api/dashboard-defaults';
import { EquipmentStatePanel } from './EquipmentStatePanel';
import { SAMPLE_HOSP_CODE, sampleEquipmentState } from './sample-data';

const meta = {
  title: 'Dashboard/EquipmentStatePanel',
  component: EquipmentStatePanel,
  args: { state: sampleEquipmentState, hospCode: SAMPLE_HOSP_CODE, onOpen: fn() },
} satisfies Meta<typeof EquipmentStatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoEquipment: Story = { args: { state: emptyEquipmentState } };
