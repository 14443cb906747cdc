import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullscreenToggle } from './FullscreenToggle';

/** The top bar's full-screen button (its name says what a press does: 全屏 / 退出全屏). */
const meta = {
  title: 'Shell/TopBar/FullscreenToggle',
  component: FullscreenToggle,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FullscreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
