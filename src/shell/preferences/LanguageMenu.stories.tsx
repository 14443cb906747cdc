import type { Meta, StoryObj } from '@storybook/react-vite';
import { withQueries } from '../../stories/story-support';
import { LanguageMenu } from './LanguageMenu';

/** The top bar's language menu (中文 / English): the choice is stored and the queries read again. */
const meta = {
  title: 'Shell/Preferences/LanguageMenu',
  component: LanguageMenu,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
        <Story />
      </div>
    ),
    withQueries(),
  ],
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
