import type { Meta, StoryObj } from '@storybook/react-vite';
import { CockpitRefusal } from './CockpitRefusal';

/** On the wall's dark ground, at the size of a cockpit's body. */
const meta = {
  title: 'Cockpits/Frame/CockpitRefusal',
  component: CockpitRefusal,
  decorators: [
    (Story) => (
      <div style={{ height: 600, background: '#050f26', color: 'rgba(214, 232, 255, 0.92)' }}>
        <Story />
      </div>
    ),
  ],
  args: { reason: 'noAccess', loginHref: '/login?redirect=%2Fdigital%3Fhosp_code%3D10001&hosp_code=10001' },
} satisfies Meta<typeof CockpitRefusal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /digital without a token or a key: 请登录或使用大屏访问密钥, and the way to the login. */
export const NoTokenNorKey: Story = {};
/** A key the server refuses (revoked, or never issued): no login link, a wall display cannot sign in. */
export const KeyInvalid: Story = { args: { reason: 'keyInvalid' } };
/** A signed-in user whose session ended while the wall was up. */
export const SessionGone: Story = { args: { reason: 'sessionGone' } };
/** Another hospital than the key's (or one the user is not bound to): the server's words. */
export const Denied: Story = { args: { reason: 'denied', message: '您没有该医院的访问权限' } };
