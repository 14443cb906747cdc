import type { Meta, StoryObj } from '@storybook/react-vite';
import { bootRateChartData } from '../logic/boot-rate';
import { sampleDeptBootRate, sampleMonthBootRate } from '../panels/sample-data';
import { BootRateChart } from './BootRateChart';

const meta = {
  title: 'Dashboard/Charts/BootRateChart',
  component: BootRateChart,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { data: bootRateChartData(sampleDeptBootRate), rateName: '开机率', label: '科室设备开机率' },
} satisfies Meta<typeof BootRateChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight departments; 康复医学科 at 0% is drawn at the floor, long names are cut on the axis. */
export const PerDepartment: Story = {};
/** Six months; the running month's 0% is drawn at the floor. */
export const PerMonth: Story = { args: { data: bootRateChartData(sampleMonthBootRate), label: '月度设备开机率' } };
export const NoData: Story = { args: { data: bootRateChartData([]) } };
