import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from '../../pages/admin/AdminDashboardPage';
import { headerTitleAnswer, sampleReleaseNote } from '../../stories/shell-samples';
import {
  adminSession,
  hospitalSession,
  withoutGuidedTour,
  withPath,
  withQueries,
  withSession,
  type QueryAnswers,
} from '../../stories/story-support';
import { MenuPage } from './MenuPage';
import { ShellLayout } from './ShellLayout';

/** The shell's pages here: the admin dashboard, and the menu page for any other path. */
function ShellRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="*" element={<MenuPage />} />
      </Route>
    </Routes>
  );
}

/** The shell's own questions, answered: no title parameter, no release note, no related document. */
const shellAnswers = (more: QueryAnswers = {}): QueryAnswers => ({
  data: [
    headerTitleAnswer,
    [['release-notes', 'unseen'], null],
    [['related-law', '10001', '/eqp/index'], { id: null, fileName: null, filePath: null }],
    ...(more.data ?? []),
  ],
});

/**
 * The application shell around every signed-in page: sidebar, top bar with the hospital, search,
 * preferences and user menu, the tag bar, and the page (here the menu page of 设备台账).
 */
const meta = {
  title: 'Shell/Layout/ShellLayout',
  component: ShellLayout,
  render: () => <ShellRoutes />,
  decorators: [withoutGuidedTour],
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalUser: Story = {
  decorators: [withPath('/eqp/index?hosp_code=10001'), withSession(hospitalSession()), withQueries(shellAnswers())],
};

export const English: Story = { ...HospitalUser, globals: { locale: 'en' } };

/** After an update: the release note shows once over the page. */
export const WithReleaseNote: Story = {
  decorators: [
    withPath('/eqp/index?hosp_code=10001'),
    withSession(hospitalSession()),
    withQueries(shellAnswers({ data: [[['release-notes', 'unseen'], sampleReleaseNote]] })),
  ],
};

/** The super admin's layout: the platform's menus, no hospital. */
export const Administrator: Story = {
  decorators: [withPath('/admin/dashboard'), withSession(adminSession()), withQueries(shellAnswers())],
};
