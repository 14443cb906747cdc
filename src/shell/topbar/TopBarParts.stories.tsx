import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Space } from '@arco-design/web-react';
import { HospitalSwitcher } from './HospitalSwitcher';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { UserDropdown } from './UserDropdown';

const crumb = (title: string) => ({
  path: `/${title}`,
  meta: { title, icon: null, noCache: false, affix: false, authId: null },
  hidden: false,
  children: [],
});

/** The top bar's parts, with data in place of the session (the bar itself reads the shell context). */
function TopBarParts(props: { onSwitch: (code: string) => void; onHome: () => void; onSettings: () => void; onLogout: () => void }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 12, background: 'var(--color-bg-2)' }}>
      <ShellBreadcrumb trail={{ route: crumb('系统字典'), ancestors: [crumb('系统管理'), crumb('系统参数')] }} />
      <Space size="medium">
        <HospitalSwitcher
          hospitalName="示范市第一人民医院"
          currentHospCode="10001"
          hospitals={[
            { id: '6b018ff8b854a8edc8304281', hospCode: '10001', hospName: '示范市第一人民医院' },
            { id: '6b018ff8b854a8edc8304342', hospCode: '10002', hospName: '示范市中心医院' },
          ]}
          onSwitch={props.onSwitch}
        />
        <UserDropdown name="张工程师" avatar={null} onHome={props.onHome} onSettings={props.onSettings} onLogout={props.onLogout} />
      </Space>
    </div>
  );
}

const meta = {
  title: 'Shell/TopBarParts',
  component: TopBarParts,
  args: { onSwitch: fn(), onHome: fn(), onSettings: fn(), onLogout: fn() },
} satisfies Meta<typeof TopBarParts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalUser: Story = {};
