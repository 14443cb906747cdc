import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Typography } from '@arco-design/web-react';
import { adminSession, hospitalSession, withSession } from '../../stories/story-support';
import { Permission } from './Permission';

/** A toolbar of guarded buttons: each shows only to a user holding one of its auth ids. */
function GuardedToolbar() {
  return (
    <div style={{ padding: 16 }}>
      <Typography.Paragraph type="secondary">
        新增 needs sys:hosp-dept (held by the sample user); 删除 needs sys:dic:delete.
      </Typography.Paragraph>
      <Space>
        <Permission ids={['sys:hosp-dept']}>
          <Button type="primary">新增</Button>
        </Permission>
        <Permission ids={['sys:dic:delete']}>
          <Button status="danger">删除</Button>
        </Permission>
      </Space>
    </div>
  );
}

/** The permission directive: without any of the ids, the children are not rendered at all. */
const meta = {
  title: 'Shell/Permission',
  component: Permission,
  args: { ids: ['sys:hosp-dept'], children: null },
  render: () => <GuardedToolbar />,
} satisfies Meta<typeof Permission>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hospital user: 新增 only. */
export const HospitalUser: Story = { decorators: [withSession(hospitalSession())] };

/** A super admin holds every id: both buttons. */
export const SuperAdmin: Story = { decorators: [withSession(adminSession())] };
