import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { withPath, withQueries } from '../../stories/story-support';
import { FinishPlanAction } from './FinishPlanAction';

const records = entityNamed('hosp-inventory-check-record');

/** 结束盘点 on the records page: asks before closing the chosen plan (确定 asks the server). */
const meta = {
  title: 'Screens/Inventory/FinishPlanAction',
  component: FinishPlanAction,
  decorators: [withQueries()],
  args: {
    entity: records,
    action: actionNamed(records, 'finishPlan'),
    provider: screenProvider(),
    hospCode: '10001',
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof FinishPlanAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan chosen in the page's filter, named in the question. */
export const Confirm: Story = {
  decorators: [withPath('/hosp-inventory-check-record?hosp_code=10001&planId=6b018ff8b854a8edc8350001')],
};

export const English: Story = { ...Confirm, globals: { locale: 'en' } };

/** No plan chosen: the warning 请选择盘点计划, and no dialog. */
export const NoPlanChosen: Story = { decorators: [withPath('/hosp-inventory-check-record?hosp_code=10001')] };
