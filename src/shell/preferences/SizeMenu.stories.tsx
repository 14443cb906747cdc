import type { Meta, StoryObj } from '@storybook/react-vite';
import { SizeMenu } from './SizeMenu';

/** Default, Medium, Small, Mini: the size of every Arco component (the current one disabled in the menu). */
const meta = {
  title: 'Shell/Preferences/SizeMenu',
  component: SizeMenu,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SizeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };
