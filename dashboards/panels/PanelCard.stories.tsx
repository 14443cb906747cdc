import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@arco-design/web-react';
import { PanelCard } from './PanelCard';
import { PanelLoading } from './PanelLoading';

const meta = {
  title: 'Dashboard/PanelCard',
  component: PanelCard,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 480, background: 'var(--color-fill-2)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: '维保概况',
    extra: (
      <Button size="mini" type="text">
        查看全部
      </Button>
    ),
    children: <p style={{ margin: 0 }}>在保设备 1,532 台，出保设备 879 台，即将出保 64 台。</p>,
  },
} satisfies Meta<typeof PanelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled region with something at the right of its header. */
export const Default: Story = {};
export const WithoutExtra: Story = { args: { extra: undefined } };
/** Inside a PanelLoading still waiting: the title over a skeleton, no header extra. */
export const Waiting: Story = {
  decorators: [
    (Story) => (
      <PanelLoading progress={{ waiting: true, refreshing: false }}>
        <Story />
      </PanelLoading>
    ),
  ],
};
