import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyStatisticsPanel } from './KeyStatisticsPanel';
import { SAMPLE_HOSP_CODE, SAMPLE_ME, sampleKeyStatistics } from './sample-data';

const meta = {
  title: 'Dashboard/KeyStatisticsPanel',
  component: KeyStatisticsPanel,
  args: { statistics: sampleKeyStatistics, hospCode: SAMPLE_HOSP_CODE, me: SAMPLE_ME },
} satisfies Meta<typeof KeyStatisticsPanel>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
