import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { useDialogState } from '../dialogs/dialog-state';
import { allEntities } from '../stories/sample-entities';
import { sampleId } from '../stories/sample-tables';
import { withQueryClient } from '../stories/story-support';
import { OperationProgressDialog } from './OperationProgressDialog';
import { useActionEnvironment } from './use-action-environment';

/** 医院管理 (schemas/hosp.json): 批量初始化 runs once per selected hospital, with a chooser and a question. */
const hosp = allEntities.hosp!;
const batchInitialise = hosp.actions!.find((action) => action.name === 'batchInitialise') as OperationActionDef;

/** 创建数据表 as a selection operation (the schema has it per row): no chooser, one call per hospital. */
const createTables: OperationActionDef = {
  kind: 'operation',
  name: 'batchCreateTables',
  label: '批量创建数据表',
  placement: 'selection',
  selection: 'each',
  endpoint: 'copy-hosp-table',
  confirm: '将为选中的 {count} 家医院创建医院级数据表。',
  body: { hospCode: '{hospCode}' },
  success: '{hospName} 医院数据表创建完成',
};

const hospitals: Row[] = [
  { id: sampleId(401), hospCode: '10001', hospName: '第一人民医院', tablesCreated: true, initialised: false },
  { id: sampleId(402), hospCode: '10002', hospName: '中心医院', tablesCreated: true, initialised: true },
  { id: sampleId(403), hospCode: '10003', hospName: '妇幼保健院', tablesCreated: true, initialised: false },
];

/** The story's server: an initialised hospital is refused, beside its row; the others succeed. */
const provider = createMemoryDataProvider({
  tables: { hosp: hospitals },
  resources: { hosp_init_data: [{ value: sampleId(102), label: '医院初始化数据(标准)' }] },
  endpoints: {
    'hosp/batch-init-hosp-data': (body) => {
      if ((body.hospCodeList as string[]).includes('10002')) throw new Error('该医院已初始化');
      return null;
    },
    'hosp/copy-hosp-table': () => null,
  },
});

function OperationProgressStory({ action, rows, onClose }: { action: OperationActionDef; rows: Row[]; onClose(): void }) {
  const dialogs = useDialogState();
  const env = useActionEnvironment(hosp, provider, undefined, dialogs);
  return <OperationProgressDialog action={action} rows={rows} env={env} onClose={onClose} />;
}

const meta = {
  title: 'Engine/Actions/OperationProgressDialog',
  component: OperationProgressStory,
  decorators: [withQueryClient],
  args: { action: batchInitialise, rows: hospitals, onClose: fn() },
} satisfies Meta<typeof OperationProgressStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 批量初始化 (3): the question, the chooser and every hospital waiting. Choose the parameter and
 * press 开始: 中心医院 fails with 该医院已初始化, the others succeed, and the summary follows.
 */
export const BeforeStart: Story = {};

/** An operation without a chooser, for two hospitals: only the question, then 开始. */
export const WithoutChooser: Story = { args: { action: createTables, rows: hospitals.slice(0, 2) } };
