import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { RunAnswer } from '../../../contracts/sql-run';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { SqlRunAction } from './SqlRunAction';

const queries = entityNamed('sql-manage');
const answer: RunAnswer = {
  columns: ['hosp_name', 'eqp_count', 'asset_total'],
  rows: [
    { hosp_name: '示范市第一人民医院', eqp_count: 2411, asset_total: 356789012.34 },
    { hosp_name: '示范市中心医院', eqp_count: 1873, asset_total: 241003550.1 },
    { hosp_name: '示范市妇幼保健院', eqp_count: 642, asset_total: null },
  ],
  truncated: false,
  rowCap: 1000,
  elapsedMs: 38,
  schema: 'public',
};

/** 运行 a saved query: the rows in a table, the limits said above it, and 导出CSV. */
const meta = {
  title: 'Screens/SqlManage/SqlRunAction',
  component: SqlRunAction,
  args: {
    entity: queries,
    action: actionNamed(queries, 'run'),
    provider: screenProvider({ 'sql-manage/run': () => answer }),
    hospCode: undefined,
    row: { id: '6b018ff8b854a8edc8370001', sqlName: '各院设备数量与资产总值' },
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof SqlRunAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

/** More rows than the cap: only the first are answered, and it says so. */
export const Truncated: Story = {
  args: { provider: screenProvider({ 'sql-manage/run': () => ({ ...answer, truncated: true, rowCap: 3 }) }) },
};

export const Running: Story = { args: { provider: screenProvider({ 'sql-manage/run': () => new Promise(() => {}) }) } };

/** Refused by the server (its message is the toast). */
export const Failed: Story = {
  args: {
    provider: screenProvider({
      'sql-manage/run': () => {
        throw new Error('语法错误：SELEC');
      },
    }),
  },
};
