import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeColorSwitch } from './ThemeColorSwitch';

/** The top bar's theme colour: ThemePicker wired to the stored colour, confirmed with 换肤成功. */
const meta = {
  title: 'Shell/Preferences/ThemeColorSwitch',
  component: ThemeColorSwitch,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeColorSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
