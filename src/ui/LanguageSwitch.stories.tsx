import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from './LanguageSwitch';

/** 中文 / English on the login pages: each language named in itself. */
const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
