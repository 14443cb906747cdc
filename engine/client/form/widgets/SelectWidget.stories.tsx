import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryOptions } from '../stories/entity-fixtures';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The select widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/SelectWidget',
  component: WidgetPreview,
  args: {
    widget: 'select',
    field: { type: 'string', title: '账号类型' },
    options: { optionSource: { dictionary: 'ACCT_TYPE' } },
    formContext: { loadOptions: inMemoryOptions, hospCode: '10001' },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const StaticValues: Story = {
  args: {
    options: {
      optionSource: {
        values: [
          { value: '01', label: '法规' },
          { value: '02', label: '说明书' },
        ],
      },
    },
    value: '02',
  },
};

export const Hospitals: Story = {
  args: { field: { type: 'string', title: '医院编号' }, options: { optionSource: { resource: 'hosp' } }, value: '10002' },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['账号类型为必输项'] } };

export const Disabled: Story = { args: { disabled: true, value: '01' } };

export const ReadOnly: Story = { args: { readonly: true, value: '01' } };
