import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountTypeRefusedAtom } from '../../../platform/session/account-type-notice';
import { freshSession, sessionAtom } from '../../../platform/state/session-atoms';
import { hospitalSession, withSession, withStore } from '../../stories/story-support';
import { LoginPage } from './LoginPage';

/**
 * /login for hospital users: the form, 忘记密码, and the notices the route guard leaves the user
 * here with. Signing in needs the server: in the catalogue 登录 only shows the server's refusal.
 */
const meta = {
  title: 'Pages/LoginPage',
  component: LoginPage,
  decorators: [withStore((store) => store.set(sessionAtom, freshSession(false)))],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Signed in, but the account is bound to no hospital: the guard leaves the user here and says why. */
export const NoHospitals: Story = {
  decorators: [withSession(hospitalSession({ hospInfos: [], currentHospCode: null, authHospCode: null }))],
};

/** The account is neither a hospital user nor a super admin (a director's, an interface account). */
export const AccountTypeRefused: Story = {
  decorators: [withStore((store) => store.set(accountTypeRefusedAtom, true))],
};
