import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetFrame } from '../../stories/story-support';
import { ChinaRegionWidget } from './ChinaRegionWidget';

/**
 * A hospital's 省份 / 城市 / 区县 (`chinaRegion`), one level per field: a choice clears the levels
 * below and writes the name into `<level>Desc` (printed under the field).
 */
const meta = {
  title: 'Screens/Widgets/ChinaRegionWidget',
  component: WidgetFrame,
  args: { widget: ChinaRegionWidget, name: 'province', title: '省份', options: { level: 'province' } },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Province: Story = {};

export const ProvinceChosen: Story = { args: { value: '33', siblings: { provinceDesc: '浙江省' } } };

/** 城市 under 浙江省. */
export const City: Story = {
  args: { name: 'city', title: '城市', options: { level: 'city' }, value: '3301', siblings: { province: '33', provinceDesc: '浙江省' } },
};

/** 区县 stays disabled until a city is chosen. */
export const DistrictWithoutCity: Story = {
  args: { name: 'district', title: '区县', options: { level: 'district' }, siblings: { province: '33' } },
};
