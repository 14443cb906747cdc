import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ROOT_PARENT_ID } from '../../schema/entity-types';
import { sampleEntities } from '../stories/sample-entities';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleAcct, sampleDic, sampleResources, sampleTables } from '../stories/sample-tables';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { createMemoryDraftStorage } from './drafts/draft-store';
import { EntityFormDialog } from './EntityFormDialog';
import type { SaveOutcome, SaveVersions } from './save-outcome';

const meta = {
  title: 'Engine/Dialogs/EntityFormDialog',
  component: EntityFormDialog,
  decorators: [withQueryClient],
  args: {
    entity: sampleEntities.dic,
    dialog: 'add',
    provider: storyProvider(),
    hospCode: '10001',
    onSubmit: fn(async (_data: Record<string, unknown>, _versions: SaveVersions): Promise<unknown> => undefined),
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

const editedRow = { ...sampleDic[0]!, rowVersion: 3 };

/** 系统字典修改编辑 reopened over an unsaved draft: 已恢复未保存的草稿, with 丢弃草稿. */
export const DictionaryEditWithDraft: Story = {
  args: {
    dialog: 'edit',
    formData: editedRow,
    sendsChanges: true,
    provider: createMemoryDataProvider({
      tables: sampleTables,
      resources: sampleResources,
      drafts: createMemoryDraftStorage({
        [`dic|10001|edit|${editedRow.id}`]: {
          entity: 'dic',
          hospCode: '10001',
          dialog: 'edit',
          rowId: editedRow.id,
          values: { description: '草稿里的描述' },
          savedAt: 1,
        },
      }),
    }),
  },
};

/**
 * 系统字典修改编辑 when someone else changed the description meanwhile: change it too and press
 * 确定 to see the conflict panel (我的修改 / 当前已保存 / 打开时); its 保存 then succeeds.
 */
export const DictionaryEditConflict: Story = {
  args: {
    dialog: 'edit',
    formData: editedRow,
    sendsChanges: true,
    onSubmit: fn(async (_data: Record<string, unknown>, versions: SaveVersions): Promise<SaveOutcome> => {
      if (versions.rowVersion === 4) return { ok: true };
      const current = { ...editedRow, description: '他人刚保存的描述', rowVersion: 4 };
      return {
        ok: false,
        failure: { code: '409', msg: '该记录已被他人修改，请核对后再保存', data: { conflicts: [{ id: editedRow.id, current }] } },
      };
    }),
  },
};

/** 平台账号批量修改: every field starts unticked; filling one ticks it, only ticked fields are sent. */
export const AccountBatchChooseFields: Story = { args: { entity: sampleEntities.acct, dialog: 'batch', count: 3 } };
