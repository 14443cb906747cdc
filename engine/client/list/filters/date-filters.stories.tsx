import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FieldDef } from '../../../schema/entity-types';
import { storyProvider } from '../../stories/story-support';
import type { FilterValue } from '../list-reducer';
import { DateFilter, DateRangeFilter, DateTimeRangeFilter } from './date-filters';

const widgets = { DateFilter, DateRangeFilter, DateTimeRangeFilter };
const provider = storyProvider();

/** A date filter of the filter bar, with the value it gives the list printed under it. */
function DateFilterStory({
  widget,
  field,
  value,
  disabled,
}: {
  widget: keyof typeof widgets;
  field: FieldDef;
  value?: FilterValue;
  disabled?: boolean;
}) {
  const Filter = widgets[widget];
  const [current, setCurrent] = useState(value);
  return (
    <div style={{ width: 420, padding: 16 }}>
      <Filter
        name="when"
        field={field}
        value={current}
        onChange={setCurrent}
        onEnter={() => undefined}
        disabled={disabled ?? false}
        placeholder={`请选择${field.title ?? ''}`}
        provider={provider}
        hospCode={undefined}
      />
      <pre>{JSON.stringify(current) ?? 'undefined'}</pre>
    </div>
  );
}

const meta = {
  title: 'Engine/List/Filters/Date filters',
  component: DateFilterStory,
  args: { widget: 'DateFilter', field: { type: 'string', title: '批准日期', format: 'date' } },
  argTypes: { widget: { control: 'select', options: Object.keys(widgets) } },
} satisfies Meta<typeof DateFilterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One day (a date field). */
export const Day: Story = {};

export const DayChosen: Story = { args: { value: '2026-03-15' } };

/** A range of days with the shortcuts 今天 / 最近一周 / 最近一个月 / 最近三个月. */
export const DayRange: Story = { args: { widget: 'DateRangeFilter', value: ['2026-03-01', '2026-03-31'] } };

/** A range of times (创建时间). */
export const DateTimeRange: Story = {
  args: {
    widget: 'DateTimeRangeFilter',
    field: { type: 'string', title: '创建时间', format: 'date-time' },
    value: ['2026-03-01 00:00:00', '2026-03-31 23:59:59'],
  },
};

/** While the list loads, the filters are disabled. */
export const Disabled: Story = { args: { widget: 'DateRangeFilter', disabled: true } };
