import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct, sampleDic } from '../stories/sample-tables';
import { ExportDialog } from './ExportDialog';

const meta = {
  title: 'Engine/Export/ExportDialog',
  component: ExportDialog,
  args: { entity: sampleEntities.dic, rows: sampleDic.slice(0, 5), onClose: fn() },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every list.export column ticked; 确定 downloads 系统字典<YYYY-MM-DD-HHmm>5.csv. */
export const Dictionary: Story = {};

/** The accounts export: ID, 账号名称/姓名, 手机号 as table-list<date><count>.csv. */
export const Accounts: Story = { args: { entity: sampleEntities.acct, rows: sampleAcct.slice(0, 3) } };

/** Nothing selected: 确定 says 导出数据为空. */
export const NothingSelected: Story = { args: { rows: [] } };
