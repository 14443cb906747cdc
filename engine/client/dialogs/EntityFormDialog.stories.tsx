import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ROOT_PARENT_ID } from '../../schema/entity-types';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct, sampleDic } from '../stories/sample-tables';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { EntityFormDialog } from './EntityFormDialog';

const meta = {
  title: 'Engine/Dialogs/EntityFormDialog',
  component: EntityFormDialog,
  decorators: [withQueryClient],
  args: {
    entity: sampleEntities.dic,
    dialog: 'add',
    provider: storyProvider(),
    hospCode: '10001',
    onSubmit: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof EntityFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 系统字典添加: 确定 shows each field's message until the form is valid. */
export const DictionaryAdd: Story = {};

/** 系统字典修改编辑, opened with a row's values. */
export const DictionaryEdit: Story = { args: { dialog: 'edit', formData: sampleDic[0]! } };

/** 系统字典批量修改 (sends {idList, ...fields}). */
export const DictionaryBatch: Story = { args: { dialog: 'batch' } };

/** 重置登录密码: the account's resetPass action. */
export const AccountResetPassword: Story = { args: { entity: sampleEntities.acct, dialog: 'resetPass', formData: sampleAcct[1]! } };

/** 部门添加 under the root: parentId and hospCode read-only. */
export const DepartmentAddAtRoot: Story = {
  args: { entity: sampleEntities['hosp-dept'], formData: { parentId: ROOT_PARENT_ID, hospCode: '10001' } },
};
