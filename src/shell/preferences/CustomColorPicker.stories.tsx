import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CustomColorPicker } from './CustomColorPicker';

/** The theme's custom colour (inside ThemePicker's popover): chosen when the picker closes on a full #RRGGBB. */
const meta = {
  title: 'Shell/Preferences/CustomColorPicker',
  component: CustomColorPicker,
  args: { initial: '#409EFF', onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultColour: Story = {};

export const CustomColour: Story = { args: { initial: '#11A983' } };
