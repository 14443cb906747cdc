import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EntityForm } from './EntityForm';
import { EntityForm as LazyEntityForm } from './lazy-entity-form';
import { fixtureEntities, inMemoryOptions } from './stories/entity-fixtures';

const dicEntry = { id: '6650a1b2c3d4e5f601000101', type: 'ACCT_STATE', description: '正常', val: '1', sort: 1 };

/**
 * EntityForm on its own, as a dialog embeds it (no buttons: the dialog's 确定 submits it; the
 * EntityForm stories add those). The console imports the lazy wrapper, which downloads the form
 * with the first dialog and shows a spinner meanwhile.
 */
const meta = {
  title: 'Engine/Form/EntityForm component',
  component: EntityForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    entity: fixtureEntities.dic,
    dialog: 'edit',
    formData: dicEntry,
    provider: inMemoryOptions,
    onSubmit: fn(),
    onValuesChange: fn(),
  },
} satisfies Meta<typeof EntityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 系统字典修改编辑 with a record's values. */
export const Edit: Story = {};

/** The server refused the save: its messages under their fields (serverErrors). */
export const ServerMessages: Story = { args: { serverErrors: { val: '该类型下已存在相同的值', sort: '排序须在 1 到 32767 之间' } } };

/** A detail view: every field read-only. */
export const ReadOnly: Story = { args: { disabled: true } };

/** Through the lazy wrapper (`import { EntityForm } from 'engine/client/form'`): a spinner until rjsf has downloaded. */
export const Lazy: Story = { render: (args) => <LazyEntityForm {...args} /> };
