import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerTitleAnswer } from '../../stories/shell-samples';
import { adminSession, hospitalSession, inShell, withQueries } from '../../stories/story-support';
import { deviceAtom, mobileSidebarOpenAtom } from '../../../platform/state/ui-atoms';
import { Sidebar } from './Sidebar';

/** The sidebar built from the user's permitted routes, the current page selected and its group open. */
const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 560 }}>
        <Story />
      </div>
    ),
    withQueries({ data: [headerTitleAnswer] }),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hospital user on 维修记录. */
export const HospitalUser: Story = { decorators: inShell('/mtc-record?hosp_code=10001', hospitalSession()) };

/** The menus' English names. */
export const English: Story = { ...HospitalUser, globals: { locale: 'en' } };

/** The super admin's platform menus. */
export const Administrator: Story = { decorators: inShell('/admin/dashboard', adminSession()) };

/** On a narrow screen: a drawer over the page, opened from the top bar. */
export const MobileDrawer: Story = {
  decorators: inShell('/mtc-record?hosp_code=10001', hospitalSession(), (store) => {
    store.set(deviceAtom, 'mobile');
    store.set(mobileSidebarOpenAtom, true);
  }),
};
