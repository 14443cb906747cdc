import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerTitleAnswer } from '../../stories/shell-samples';
import { adminSession, hospitalSession, inShell, withQueries } from '../../stories/story-support';
import { TopBar } from './TopBar';

/** The top bar: title, breadcrumb, hospital, search, full screen, size, language, theme and the user menu. */
const meta = {
  title: 'Shell/TopBar/TopBar',
  component: TopBar,
  decorators: [
    withQueries({ data: [headerTitleAnswer, [['related-law', '10001', '/mtc-record'], { id: null, fileName: null, filePath: null }]] }),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hospital user on 维修记录. */
export const HospitalUser: Story = { decorators: inShell('/mtc-record?hosp_code=10001', hospitalSession()) };

export const English: Story = { ...HospitalUser, globals: { locale: 'en' } };

/** The super admin: the platform's pages, no hospital to switch. */
export const Administrator: Story = { decorators: inShell('/admin/dashboard', adminSession()) };
