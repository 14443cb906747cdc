import { Message } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Row } from '../../data/data-provider';
import { createMemoryDataProvider } from '../../data/memory-data-provider';
import { allEntities } from '../../stories/sample-entities';
import { sampleId, sampleResources, sampleTables } from '../../stories/sample-tables';
import { withQueryClient } from '../../stories/story-support';
import { ListBase } from '../ListBase';
import type { FilterValue } from '../list-reducer';
import { LookupFilter } from './lookup-filter';

/** 企业订阅 (schemas/comp-sub.json): its 企业 filter picks a company by name. */
const compSub = allEntities['comp-sub']!;
const companies: Row[] = ['华东医疗设备有限公司', '康达医疗科技', '瑞康维保服务中心', '中科影像设备'].map((compName, index) => ({
  id: sampleId(501 + index),
  compName,
}));

function lookupProvider() {
  return createMemoryDataProvider({
    tables: { ...sampleTables, company: companies },
    resources: sampleResources,
    onError: (message) => Message.error(message),
  });
}

/** The filter in its list (it asks the looked-up entity's records through the list's provider). */
function LookupFilterStory({ value, disabled }: { value?: FilterValue; disabled?: boolean }) {
  const [provider] = useState(lookupProvider);
  const [current, setCurrent] = useState(value);
  return (
    <ListBase entity={compSub} provider={provider}>
      <div style={{ width: 420, padding: 16 }}>
        <LookupFilter
          name="compId"
          field={compSub.fields.compId!}
          value={current}
          onChange={setCurrent}
          onEnter={() => undefined}
          disabled={disabled ?? false}
          placeholder="请选择企业"
          provider={provider}
          hospCode={undefined}
        />
        <pre>{JSON.stringify(current) ?? 'undefined'}</pre>
      </div>
    </ListBase>
  );
}

const meta = {
  title: 'Engine/List/Filters/LookupFilter',
  component: LookupFilterStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof LookupFilterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open it to search the companies by name, page by page. */
export const Empty: Story = {};

/** A chosen company shows its name (asked by id), not its id. */
export const Chosen: Story = { args: { value: companies[1]!.id } };

export const Disabled: Story = { args: { value: companies[0]!.id, disabled: true } };
