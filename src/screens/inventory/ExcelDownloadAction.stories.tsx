import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed } from '../../stories/screen-samples';
import { withPath } from '../../stories/story-support';
import { ExcelDownloadAction } from './ExcelDownloadAction';

const records = entityNamed('hosp-inventory-check-record');

/**
 * 下载盘点表 on the stocktaking records page. With a plan chosen it downloads the server's .xlsx at
 * once (a request this catalogue cannot answer), so only the state without a plan is shown: the
 * warning 请选择盘点计划, and no dialog.
 */
const meta = {
  title: 'Screens/Inventory/ExcelDownloadAction',
  component: ExcelDownloadAction,
  decorators: [withPath('/hosp-inventory-check-record?hosp_code=10001')],
  args: {
    entity: records,
    action: actionNamed(records, 'excelDownload'),
    provider: undefined as never,
    hospCode: '10001',
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof ExcelDownloadAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPlanChosen: Story = {};
