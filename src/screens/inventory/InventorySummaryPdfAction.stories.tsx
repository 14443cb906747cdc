import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, Card, Space, Statistic } from '@arco-design/web-react';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { actionNamed, entityNamed } from '../../stories/screen-samples';
import { InventorySummaryPdfAction } from './InventorySummaryPdfAction';

const records = entityNamed('hosp-inventory-check-record');

/** The records page's card with the plan's counters; 导出PDF runs the action, which prints this card. */
function RecordsCard(props: ActionComponentProps) {
  const [exporting, setExporting] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Card title="2026年第一季度设备盘点">
        <div className="engine-list-summary" style={{ display: 'flex', gap: 32, marginBottom: 16 }}>
          <Statistic title="应盘" value={128} />
          <Statistic title="已盘" value={96} />
          <Statistic title="盘平" value={90} />
          <Statistic title="盘盈" value={2} />
          <Statistic title="盘亏" value={4} />
        </div>
        <Space>
          <Button type="primary" loading={exporting} onClick={() => setExporting(true)}>
            导出PDF
          </Button>
        </Space>
      </Card>
      {exporting && (
        <InventorySummaryPdfAction
          {...props}
          onClose={() => {
            setExporting(false);
            props.onClose();
          }}
        />
      )}
    </div>
  );
}

/**
 * 导出PDF on the stocktaking records page: the steps of the 4–7 s export (loading the PDF libraries,
 * drawing and saving), then a notice naming the file. Pressing 导出PDF here really downloads the PDF.
 */
const meta = {
  title: 'Screens/Inventory/InventorySummaryPdfAction',
  component: InventorySummaryPdfAction,
  args: {
    entity: records,
    action: actionNamed(records, 'summaryPdf'),
    provider: undefined as never,
    hospCode: '10001',
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof InventorySummaryPdfAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheRecordsPage: Story = { render: (args) => <RecordsCard {...args} /> };

/** No plan chosen (no counters on the page): the warning 请选择盘点计划, and no dialog. */
export const NoPlanChosen: Story = {};
