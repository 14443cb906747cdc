import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOptionsLoader, WidgetFrame } from '../../stories/story-support';
import { MultiSelectWidget } from './MultiSelectWidget';

const loadOptions = sampleOptionsLoader({
  dept: [
    { value: '6b018ff8b854a8edc8330001', label: '医学装备部' },
    { value: '6b018ff8b854a8edc8330004', label: '临床科室' },
    { value: '6b018ff8b854a8edc8330005', label: '心内科' },
    { value: '6b018ff8b854a8edc8330006', label: '放射科' },
  ],
});

/** An inventory plan's 盘点部门 (`multiSelect`): several departments of the hospital. */
const meta = {
  title: 'Screens/Widgets/MultiSelectWidget',
  component: WidgetFrame,
  args: {
    widget: MultiSelectWidget,
    name: 'deptIds',
    title: '盘点部门',
    field: { type: 'array', items: { type: 'string' } },
    options: { optionSource: { resource: 'dept' } },
    context: { loadOptions, hospCode: '10001' },
  },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SeveralChosen: Story = { args: { value: ['6b018ff8b854a8edc8330005', '6b018ff8b854a8edc8330006'] } };
