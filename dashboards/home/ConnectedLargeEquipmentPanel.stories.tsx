import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_HOSP_CODE } from '../panels/sample-data';
import { seedLargeEquipment } from '../stories/sample-home';
import { withQueries } from '../stories/story-decorators';
import { ConnectedLargeEquipmentPanel } from './ConnectedLargeEquipmentPanel';

/**
 * The large-equipment panel fed by its query. Without an answer (waiting, failed, or a hospital
 * without large equipment) it draws nothing at all: see LargeEquipmentPanel for the panel itself.
 */
const meta = {
  title: 'Dashboard/Home/ConnectedLargeEquipmentPanel',
  component: ConnectedLargeEquipmentPanel,
  args: { hospCode: SAMPLE_HOSP_CODE },
  decorators: [withQueries(seedLargeEquipment)],
} satisfies Meta<typeof ConnectedLargeEquipmentPanel>;

export default meta;
export const Loaded: StoryObj<typeof meta> = { parameters: { allAnswered: true } };
