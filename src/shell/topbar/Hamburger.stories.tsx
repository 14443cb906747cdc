import type { Meta, StoryObj } from '@storybook/react-vite';
import { deviceAtom } from '../../../platform/state/ui-atoms';
import { withStore } from '../../stories/story-support';
import { Hamburger } from './Hamburger';

/** Opens or collapses the sidebar; on a narrow screen it opens the sidebar's drawer. */
const meta = {
  title: 'Shell/TopBar/Hamburger',
  component: Hamburger,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Hamburger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar open: the fold icon. */
export const SidebarOpen: Story = {};

/** On a narrow screen, the drawer closed: the unfold icon. */
export const MobileDrawerClosed: Story = { decorators: [withStore((store) => store.set(deviceAtom, 'mobile'))] };
