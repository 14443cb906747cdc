import type { Meta, StoryObj } from '@storybook/react-vite';
import { AutoScrollList } from './AutoScrollList';
import { sampleRepairs } from './sample-data';

const rows = sampleRepairs.map((repair) => (
  <div key={repair.id} style={{ padding: '6px 0', borderBottom: '1px solid var(--color-border-2)' }}>
    {repair.eqpName} · {repair.deptName} · {repair.actionStateDesc}
  </div>
));

const meta = {
  title: 'Dashboard/AutoScrollList',
  component: AutoScrollList,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { maxHeight: 180, label: '维修列表', children: rows },
} satisfies Meta<typeof AutoScrollList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Taller than its maximum: it scrolls by itself, holds still under the pointer or focus, and starts again at the top. */
export const Scrolling: Story = {};
/** Without a maximum height it is as tall as its content and never scrolls. */
export const Unlimited: Story = { args: { maxHeight: undefined, children: rows.slice(0, 4) } };
