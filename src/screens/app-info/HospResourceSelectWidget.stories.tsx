import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOptionsLoader, WidgetFrame } from '../../stories/story-support';
import { HospResourceSelectWidget } from './HospResourceSelectWidget';

const loadOptions = sampleOptionsLoader({
  'app-wx-interface': [
    { value: '6b018ff8b854a8edc8310001', label: '设备报修' },
    { value: '6b018ff8b854a8edc8310002', label: '巡检保养' },
    { value: '6b018ff8b854a8edc8310003', label: '首页设备展示' },
  ],
});

/** 小程序角色's 接口配置 (`hospResourceSelect`): the interfaces of the hospital chosen in the same form. */
const meta = {
  title: 'Screens/Widgets/HospResourceSelectWidget',
  component: WidgetFrame,
  args: {
    widget: HospResourceSelectWidget,
    name: 'wxInterfaceId',
    title: '接口配置',
    options: { hospitalField: 'hospCode', resource: 'app-wx-interface' },
    siblings: { hospCode: '10001' },
    context: { loadOptions },
  },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalChosen: Story = {};

export const Filled: Story = { args: { value: '6b018ff8b854a8edc8310002' } };

/** Disabled until the form's hospital is chosen. */
export const NoHospitalYet: Story = { args: { siblings: {} } };
