import { Message } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { useDialogState } from '../dialogs/dialog-state';
import { allEntities } from '../stories/sample-entities';
import { sampleId } from '../stories/sample-tables';
import { withQueryClient } from '../stories/story-support';
import { OperationChooserDialog } from './OperationChooserDialog';
import { useActionEnvironment } from './use-action-environment';

/** 医院管理 (schemas/hosp.json): its 初始化 asks which init parameter first. */
const hosp = allEntities.hosp!;
const initialise = hosp.actions!.find((action) => action.name === 'initialise') as OperationActionDef;
const hospital: Row = { id: sampleId(401), hospCode: '10001', hospName: '第一人民医院', tablesCreated: true, initialised: false };

const provider = createMemoryDataProvider({
  tables: { hosp: [hospital] },
  resources: {
    hosp_init_data: [
      { value: sampleId(102), label: '医院初始化数据(标准)' },
      { value: sampleId(104), label: '医院初始化数据(精简)' },
    ],
  },
  endpoints: { 'hosp/init-by-param': () => null },
  onError: (message) => Message.error(message),
});

/** The chooser in the environment a list screen of hospitals gives its actions. */
function OperationChooserStory({ confirmed, onClose }: { confirmed: boolean; onClose(): void }) {
  const dialogs = useDialogState();
  const env = useActionEnvironment(hosp, provider, undefined, dialogs);
  return <OperationChooserDialog action={initialise} row={hospital} confirmed={confirmed} env={env} onClose={onClose} />;
}

const meta = {
  title: 'Engine/Actions/OperationChooserDialog',
  component: OperationChooserStory,
  decorators: [withQueryClient],
  args: { confirmed: false, onClose: fn() },
} satisfies Meta<typeof OperationChooserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 初始化 of 第一人民医院: 确定 without a choice says 请选择初始化参数; with one, the operation's question follows. */
export const ChooseInitParameter: Story = {};

/** Opened as a follow-up (创建数据表 → 是否立即初始化?): the question was asked already, 确定 runs at once. */
export const AfterFollowUpQuestion: Story = { args: { confirmed: true } };
