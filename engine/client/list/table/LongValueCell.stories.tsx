import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { LongValueCell } from './LongValueCell';

/** An init-data parameter as long as the demo's: one line of JSON. */
const initData = JSON.stringify({
  roles: Array.from({ length: 40 }, (_, index) => ({ roleName: `角色${index + 1}`, menus: ['/eqp/index', '/mtc-record'] })),
});

/** A `viewer: true` column (参数值): one line cut to the column, 查看 opens the whole value. */
const meta = {
  title: 'Engine/List/Table/LongValueCell',
  component: LongValueCell,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { text: initData, title: '参数值', width: 320 },
} satisfies Meta<typeof LongValueCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** JSON cut with an ellipsis inside a 320px column. */
export const LongJson: Story = {};

/** A short text: nothing to cut, 查看 still offered. */
export const ShortText: Story = { args: { text: '医疗设备管理平台' } };

/** 查看 pressed: the value indented in a scrollable dialog (Storybook opens it; the render test shows the cell). */
export const ViewerOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLButtonElement>('button');
      if (!found) throw new Error('no 查看 button yet');
      return found;
    });
    await userEvent.click(button);
  },
};
