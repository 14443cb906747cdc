import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOptionsLoader, WidgetFrame } from '../../stories/story-support';
import { HospRoleSelectWidget } from './HospRoleSelectWidget';

const loadOptions = sampleOptionsLoader({
  role: [
    { value: '6b018ff8b854a8edc8340001', label: '维修工程师' },
    { value: '6b018ff8b854a8edc8340002', label: '科室主任' },
    { value: '6b018ff8b854a8edc8340003', label: '院领导' },
  ],
});

/** A knowledge permission's 角色 (`hospRoleSelect`): a role of the form's hospital; its name goes to roleName. */
const meta = {
  title: 'Screens/Widgets/HospRoleSelectWidget',
  component: WidgetFrame,
  args: {
    widget: HospRoleSelectWidget,
    name: 'roleId',
    title: '角色',
    options: { hospitalField: 'hospCode', labelField: 'roleName' },
    siblings: { hospCode: '10001' },
    context: { loadOptions },
  },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalChosen: Story = {};

export const Chosen: Story = { args: { value: '6b018ff8b854a8edc8340001', siblings: { hospCode: '10001', roleName: '维修工程师' } } };

/** Roles are per hospital: disabled until one is chosen. */
export const NoHospitalYet: Story = { args: { siblings: {} } };
