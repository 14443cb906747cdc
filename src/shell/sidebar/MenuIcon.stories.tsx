import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuIcon } from './menu-icons';

/** The icon names a menu (or route) may carry; an unknown name gets the file icon. */
const NAMES = [
  'home',
  'apps',
  'book',
  'calendar',
  'code',
  'common',
  'dashboard',
  'file',
  'history',
  'layers',
  'lock',
  'message',
  'mobile',
  'notification',
  'safe',
  'schedule',
  'send',
  'settings',
  'tool',
  'user',
  'user-group',
  'no-such-icon',
];

function IconGallery() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 180px)', gap: 12, padding: 16, listStyle: 'none' }}>
      {NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 16 }}>
          <MenuIcon name={name} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Shell/MenuIcon',
  component: MenuIcon,
  args: { name: 'home' },
} satisfies Meta<typeof MenuIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every name, as the sidebar draws it beside a top-level menu. */
export const AllIcons: Story = { render: () => <IconGallery /> };

/** One icon and its name; pick the name in the controls. */
export const One: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 32, padding: 16 }}>
      <MenuIcon {...args} />
      <code style={{ fontSize: 14 }}>{args.name}</code>
    </span>
  ),
};
