import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { FieldDef } from '../../../schema/entity-types';
import { storyProvider } from '../../stories/story-support';
import type { FilterValue } from '../list-reducer';
import { NumberFilter, NumberRangeFilter } from './number-filters';

const widgets = { NumberFilter, NumberRangeFilter };
const provider = storyProvider();

/** A number filter of the filter bar, with the value it gives the list printed under it; Enter runs the query. */
function NumberFilterStory({
  widget,
  field,
  value,
  disabled,
  onEnter,
}: {
  widget: keyof typeof widgets;
  field: FieldDef;
  value?: FilterValue;
  disabled?: boolean;
  onEnter(): void;
}) {
  const Filter = widgets[widget];
  const [current, setCurrent] = useState(value);
  return (
    <div style={{ width: 420, padding: 16 }}>
      <Filter
        name="amount"
        field={field}
        value={current}
        onChange={setCurrent}
        onEnter={onEnter}
        disabled={disabled ?? false}
        placeholder={`请输入${field.title ?? ''}`}
        provider={provider}
        hospCode={undefined}
      />
      <pre>{JSON.stringify(current) ?? 'undefined'}</pre>
    </div>
  );
}

const meta = {
  title: 'Engine/List/Filters/Number filters',
  component: NumberFilterStory,
  args: { widget: 'NumberFilter', field: { type: 'integer', title: '排序' }, onEnter: fn() },
  argTypes: { widget: { control: 'select', options: Object.keys(widgets) } },
} satisfies Meta<typeof NumberFilterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 3 } };

/** A range (a run's duration): either end may stay open; sent as two texts. */
export const Range: Story = { args: { widget: 'NumberRangeFilter', field: { type: 'number', title: '耗时(秒)' }, value: ['10', ''] } };

export const Disabled: Story = { args: { widget: 'NumberRangeFilter', disabled: true } };
