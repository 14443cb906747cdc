import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LookupOptionsRequest } from '../../../schema/lookup-picker';
import { WidgetPreview } from '../stories/WidgetPreview';

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

/** A lookup field (所属设备 → hosp-eqp.eqpName): searched and paged on the server, shown by its label. */
const meta = {
  title: 'Engine/Form/Widgets/LookupWidget',
  component: WidgetPreview,
  args: {
    widget: 'lookup',
    field: { type: 'string', title: '所属设备' },
    formContext: { loadLookupOptions: loadEquipment, hospCode: '10001' },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened on a record: its label is asked by id. */
export const Filled: Story = { args: { value: equipment[41]!.value } };

export const Disabled: Story = { args: { disabled: true, value: equipment[0]!.value } };
