import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureRow } from './FigureRow';
import { sampleFigures } from './sample-data';
import { onDarkWall } from './story-wall';

const meta = {
  title: 'Cockpits/Analysis/FigureRow',
  component: FigureRow,
  decorators: [onDarkWall(1872, 104)],
  args: { figures: sampleFigures, label: '关键指标' },
} satisfies Meta<typeof FigureRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month range in smaller digits, an alert figure, and one still waiting (a dash). */
export const Default: Story = {};
/** Eight figures: the digits shrink to fit. */
export const Dense: Story = {
  args: {
    figures: [
      ...sampleFigures,
      { key: 'a', label: '保修期内设备', value: '203', unit: '台' },
      { key: 'b', label: '未来三个月出保', value: '35', unit: '台', alert: true },
    ],
  },
};
