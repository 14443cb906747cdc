import type { Meta, StoryObj } from '@storybook/react-vite';
import { WarrantyPanel } from './WarrantyPanel';
import { SAMPLE_HOSP_CODE } from './sample-data';

const meta = {
  title: 'Dashboard/WarrantyPanel',
  component: WarrantyPanel,
  args: { hospCode: SAMPLE_HOSP_CODE, month: '2026-11', counts: { insured: 214, outOfWarranty: 9, aboutToExpire: 0 } },
} satisfies Meta<typeof WarrantyPanel>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
