import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagSharePanel } from './TagSharePanel';
import { SAMPLE_HOSP_CODE, sampleTagShare, sampleTagShares } from './sample-data';

const meta = {
  title: 'Dashboard/TagSharePanel',
  component: TagSharePanel,
  args: { items: sampleTagShare, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof TagSharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoEquipment: Story = { args: { items: [] } };
/** A share of 100.00% still fits inside its ring. */
export const WholeShare: Story = { args: { items: [{ tagName: '监护类', tagCode: 'T1', eqpCount: 1234, tagRate: 1 }] } };
/** More than eight tags: the tiles are capped and scroll by themselves. */
export const ManyTags: Story = { args: { items: sampleTagShares(11) } };
