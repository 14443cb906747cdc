import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryOptions } from '../stories/entity-fixtures';
import { WidgetPreview } from '../stories/WidgetPreview';

/** Free text with suggestions from a selector resource (pmsCode from pre-auth). */
const meta = {
  title: 'Engine/Form/Widgets/AutoCompleteWidget',
  component: WidgetPreview,
  args: {
    widget: 'autoComplete',
    field: { type: 'string', title: '权限代码' },
    options: { optionSource: { resource: 'pre-auth' } },
    formContext: { loadOptions: inMemoryOptions, hospCode: '10001' },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'sys:hosp-role:bind-menu' } };

export const Disabled: Story = { args: { disabled: true, value: 'eqp:list' } };
