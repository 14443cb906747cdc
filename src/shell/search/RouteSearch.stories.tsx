import type { Meta, StoryObj } from '@storybook/react-vite';
import { hospitalSession, inShell } from '../../stories/story-support';
import { RouteSearch } from './RouteSearch';

/**
 * The top bar's page search over the user's menus (titles, pinyin and initials, e.g. "sbtz" finds
 * 设备台账); before anything is typed it offers the recent pages.
 */
const meta = {
  title: 'Shell/RouteSearch',
  component: RouteSearch,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24, minHeight: 320 }}>
        <Story />
      </div>
    ),
    ...inShell('/eqp/index?hosp_code=10001', hospitalSession()),
  ],
} satisfies Meta<typeof RouteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const English: Story = { globals: { locale: 'en' } };
