import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CustomActionDef, OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { type DialogRequest, useDialogState } from '../dialogs/dialog-state';
import { allEntities } from '../stories/sample-entities';
import { sampleId } from '../stories/sample-tables';
import { withQueryClient } from '../stories/story-support';
import { ActionDialogs } from './ActionDialogs';
import { useActionEnvironment } from './use-action-environment';

/** 医院管理 (schemas/hosp.json), whose actions open a chooser and a progress dialog. */
const hosp = allEntities.hosp!;
const actionNamed = (name: string) => hosp.actions!.find((action) => action.name === name) as OperationActionDef;

const hospitals: Row[] = [
  { id: sampleId(401), hospCode: '10001', hospName: '第一人民医院', tablesCreated: true, initialised: false },
  { id: sampleId(403), hospCode: '10003', hospName: '妇幼保健院', tablesCreated: true, initialised: false },
];

const provider = createMemoryDataProvider({
  tables: { hosp: hospitals },
  resources: { hosp_init_data: [{ value: sampleId(102), label: '医院初始化数据(标准)' }] },
  endpoints: { 'hosp/init-by-param': () => null, 'hosp/batch-init-hosp-data': () => null },
});

/** The dialog a screen's action opened, as ListDialogs and TreeDialogs show it. */
function ActionDialogsStory({ open, onClose }: { open: DialogRequest; onClose(): void }) {
  const dialogs = useDialogState();
  const env = useActionEnvironment(hosp, provider, undefined, dialogs);
  return <ActionDialogs open={open} env={env} onClose={onClose} />;
}

const missingComponent: CustomActionDef = { kind: 'custom', name: 'wizard', label: '向导', component: 'notRegistered' };

const meta = {
  title: 'Engine/Actions/ActionDialogs',
  component: ActionDialogsStory,
  decorators: [withQueryClient],
  args: { open: { kind: 'chooser', action: actionNamed('initialise'), row: hospitals[0]! }, onClose: fn() },
} satisfies Meta<typeof ActionDialogsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An operation's chooser (初始化 → 初始化参数). */
export const Chooser: Story = {};

/** A selection operation run row by row (批量初始化 of two hospitals). */
export const Progress: Story = { args: { open: { kind: 'progress', action: actionNamed('batchInitialise'), rows: hospitals } } };

/** A custom action whose component no app registered: the error in place of the dialog. */
export const UnregisteredComponent: Story = { args: { open: { kind: 'custom', action: missingComponent, row: hospitals[0]! } } };
