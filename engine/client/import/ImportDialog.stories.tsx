import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, waitFor } from 'storybook/test';
import type { EntityDataProvider } from '../data/data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { storyProvider, withQueryClient } from '../stories/story-support';
import type { ImportCheck, ImportChunk, ImportUpload } from './import-types';
import { ImportDialog } from './ImportDialog';

/** Whatever file is chosen, the story's server reads it as 字典.csv: 300 rows, one of them refused. */
const upload: ImportUpload = {
  id: '0f0f0f0f-0000-4000-8000-000000000001',
  fileName: '字典.csv',
  headerRow: 1,
  headers: ['类型', '名称', '值', '别名'],
  fields: [
    { name: 'type', title: '类型' },
    { name: 'description', title: '描述/名称' },
    { name: 'val', title: '值' },
    { name: 'sort', title: '排序' },
  ],
  keys: [{ name: 'type+val', fields: ['type', 'val'] }],
  mapping: ['type', 'description', 'val', null],
  total: 300,
  sample: [['ACCT_TYPE', '示例用户', '09', 'demo']],
};
const refused = [{ row: 5, message: '值为必输项', cells: ['ACCT_TYPE', '缺值', '', ''] }];

/** The sample back end with the import calls (the memory provider has none). */
function importingProvider(refuseFile?: string): EntityDataProvider {
  return {
    ...storyProvider(),
    importFile: async () => {
      if (refuseFile) throw { msg: refuseFile };
      return upload;
    },
    async importCall<T>(_entity: unknown, step: string, body: Record<string, unknown>) {
      if (step === 'check') return { total: 300, adds: 299, updates: 0, refused } satisfies ImportCheck as T;
      const from = (body.from as number | undefined) ?? 0;
      const next = body.mode === 'all' ? 300 : Math.min(300, from + (body.count as number));
      return {
        total: 300,
        added: next - from - (from === 0 ? 1 : 0),
        updated: 0,
        refused: from === 0 ? refused : [],
        next,
      } satisfies ImportChunk as T;
    },
  };
}

/** Picks a file in the dialog, as a user would (Storybook only: the render test shows the first step). */
async function chooseFile() {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('.arco-modal input[type="file"]');
    if (!found) throw new Error('the dialog has no file input yet');
    return found;
  });
  await userEvent.upload(input, new File(['类型,名称,值,别名\n'], '字典.csv', { type: 'text/csv' }));
}

const meta = {
  title: 'Engine/Import/ImportDialog',
  component: ImportDialog,
  decorators: [withQueryClient],
  args: { entity: sampleEntities.dic, provider: importingProvider(), hospCode: undefined, onClose: fn(), onImported: fn() },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 选择文件: pick any .xlsx or .csv to walk through mapping, 检查, 开始导入 and the report. */
export const ChooseFile: Story = {};

/** 对应字段: the file's columns with the suggested fields, the first row's values and the key to update by. */
export const MapColumns: Story = { play: chooseFile };

/** The server refuses the file: its message above the first step. */
export const FileRefused: Story = { args: { provider: importingProvider('文件中没有找到表头') }, play: chooseFile };
