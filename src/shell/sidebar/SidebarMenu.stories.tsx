import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ShellRoute } from '../../../platform/routing/menu-routes';
import { SidebarMenu } from './Sidebar';

const route = (path: string, title: string, icon: string | null = null, children: ShellRoute[] = []): ShellRoute => ({
  path,
  meta: { title, icon, noCache: false, affix: false, authId: null },
  hidden: false,
  children,
});

const routes = [
  route('/home/dashboard', '首页', 'home'),
  route('/eqp', '设备管理', 'apps', [
    route('/eqp/index', '设备台账'),
    route('/mtc-record', '维修记录'),
    route('/insured-equipment-record', '在保设备'),
  ]),
  route('/task', '任务管理', 'calendar', [route('/daily-patrol-detail', '日常巡检'), route('/maintain-detail', '保养任务')]),
];

const meta = {
  title: 'Shell/SidebarMenu',
  component: SidebarMenu,
  decorators: [
    (Story) => (
      <div style={{ width: 210, borderRight: '1px solid var(--color-border-2)', minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    routes,
    activePath: '/mtc-record',
    activeGroups: ['/eqp'],
    collapsed: false,
    hrefOf: (path: string) => `${path}?hosp_code=10001`,
  },
} satisfies Meta<typeof SidebarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Collapsed: Story = {
  args: { collapsed: true },
  decorators: [
    (Story) => (
      <div style={{ width: 49 }}>
        <Story />
      </div>
    ),
  ],
};
