import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { LookupOptionsRequest } from '../../../schema/lookup-picker';
import { type LookupPicker, useLookupOptions } from '../options/use-lookup-options';
import { LookupSelect } from './LookupSelect';

/** 60 pieces of equipment, answered by label and page as the server's lookup-options would. */
const equipment = Array.from({ length: 60 }, (_, index) => ({
  value: (index + 1).toString(16).padStart(24, '0'),
  label: `${['监护仪', '呼吸机', '输液泵'][index % 3]} ${String(index + 1).padStart(2, '0')}`,
}));

async function loadEquipment(request: LookupOptionsRequest) {
  if (request.ids) return { list: equipment.filter((item) => request.ids!.includes(item.value)), total: request.ids.length };
  const matching = equipment.filter((item) => item.label.includes(request.keyword ?? '')).sort((a, b) => a.label.localeCompare(b.label));
  const start = ((request.index ?? 1) - 1) * 20;
  return { list: matching.slice(start, start + 20), total: matching.length };
}

/** A picker waiting for the server's first page. */
const waiting: LookupPicker = { options: [], loading: true, open: () => undefined, search: () => undefined, loadMore: () => undefined };

/**
 * The lookup picker's control, shared by forms (LookupWidget) and filters (LookupFilter): searched
 * on the server as the user types, paged as the list scrolls, the chosen record shown by its label.
 */
function LookupSelectStory({
  value,
  loading,
  disabled,
  error,
}: {
  value?: string;
  loading?: boolean;
  disabled?: boolean;
  error?: boolean;
}) {
  const [chosen, setChosen] = useState(value);
  const picker = useLookupOptions(loadEquipment, 'eqpId', '10001', chosen);
  return (
    <div style={{ width: 360, padding: 16 }}>
      <LookupSelect
        id="eqpId"
        value={chosen}
        picker={loading ? waiting : picker}
        placeholder="请选择所属设备"
        disabled={disabled ?? false}
        status={error ? 'error' : undefined}
        onChange={setChosen}
      />
      <pre>{JSON.stringify(chosen) ?? 'undefined'}</pre>
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Widgets/LookupSelect',
  component: LookupSelectStory,
} satisfies Meta<typeof LookupSelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open it: the first 20 of 60, more as the list scrolls; typing searches. */
export const Empty: Story = {};

/** A saved value: its label is asked by id. */
export const Chosen: Story = { args: { value: equipment[41]!.value } };

/** Waiting for the server: the spinner in the select. */
export const Loading: Story = { args: { loading: true } };

export const WithError: Story = { args: { error: true } };

export const Disabled: Story = { args: { value: equipment[0]!.value, disabled: true } };
