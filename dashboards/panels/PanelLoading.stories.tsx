import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetTotalsPanel } from './AssetTotalsPanel';
import { PanelLoading } from './PanelLoading';

const meta = {
  title: 'Dashboard/PanelLoading',
  component: PanelLoading,
  args: {
    progress: { waiting: true, refreshing: false },
    children: <AssetTotalsPanel countKind="eqpCount" count={2411} totalPrice={356_789_012.34} hospCode="10001" />,
  },
} satisfies Meta<typeof PanelLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first answer: the title over a skeleton, no default zeros. */
export const Waiting: Story = {};
/** A new answer on its way: the last one stays, dimmed under a spinner. */
export const Refreshing: Story = { args: { progress: { waiting: false, refreshing: true } } };
export const Ready: Story = { args: { progress: { waiting: false, refreshing: false } } };
