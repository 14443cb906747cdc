import type { Meta, StoryObj } from '@storybook/react-vite';
import { entityNamed } from '../../stories/screen-samples';
import { OperateLogChanges } from './OperateLogChanges';

/** An 操作日志 row's diff under its expanded fields: field, old value, new value. */
const meta = {
  title: 'Screens/OperateLog/OperateLogChanges',
  component: OperateLogChanges,
  args: {
    entity: entityNamed('operate-log'),
    provider: undefined as never,
    hospCode: undefined,
    row: {
      id: '6b018ff8b854a8edc8390001',
      entity: 'dic',
      changes: [
        { field: 'description', title: '描述/名称', old: '旧名称', new: '新名称' },
        { field: 'passWord', title: '密码', old: '******', new: '******' },
        { field: 'sort', title: '排序', new: 3 },
        { field: 'tags', title: '标签', old: ['a'], new: ['a', 'b'] },
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OperateLogChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralFields: Story = {};

/** Field titles in the written entity's English. */
export const English: Story = { globals: { locale: 'en' } };

export const NothingChanged: Story = { args: { row: { id: '6b018ff8b854a8edc8390002', entity: 'dic', changes: [] } } };
