import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetTotalsPanel } from './AssetTotalsPanel';
import { SAMPLE_HOSP_CODE } from './sample-data';

const meta = {
  title: 'Dashboard/AssetTotalsPanel',
  component: AssetTotalsPanel,
  args: { countKind: 'netEqpCount', count: 1286, totalPrice: 356_789_012.34, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof AssetTotalsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkedEquipment: Story = {};
export const AllEquipment: Story = { args: { countKind: 'eqpCount', count: 2411 } };
export const Empty: Story = { args: { count: 0, totalPrice: 0 } };
