import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetFrame } from '../../stories/story-support';
import { SqlEditorWidget } from './SqlEditorWidget';

/** A saved query's SQL (`sqlEditor`): a monospace box; 格式化 asks the server to format it. */
const meta = {
  title: 'Screens/Widgets/SqlEditorWidget',
  component: WidgetFrame,
  args: { widget: SqlEditorWidget, name: 'sqlText', title: 'SQL语句' },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: 格式化 is disabled. */
export const Empty: Story = {};

export const Filled: Story = {
  args: {
    value:
      'SELECT h.hosp_name, count(*) AS eqp_count\nFROM hosp_eqp e JOIN hosp h ON h.hosp_code = e.hosp_code\nWHERE e.deleted = false\nGROUP BY h.hosp_name\nORDER BY eqp_count DESC',
  },
};

/** A read-only form: 格式化 is disabled too. */
export const Disabled: Story = { args: { ...Filled.args, disabled: true } };
