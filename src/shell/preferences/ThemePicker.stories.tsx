import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ThemePicker } from './ThemePicker';

const meta = {
  title: 'Shell/ThemePicker',
  component: ThemePicker,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { value: '#409EFF', onChange: fn() },
} satisfies Meta<typeof ThemePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultColour: Story = {};

export const PresetChosen: Story = { args: { value: '#11A983' } };
