import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_HOSP_CODE } from '../panels/sample-data';
import { seedNews } from '../stories/sample-home';
import { withQueries } from '../stories/story-decorators';
import { ConnectedNewsStrip } from './ConnectedNewsStrip';

/**
 * The announcements fed by their query. While loading, on failure or without announcements it draws
 * nothing (NewsStrip's None story).
 */
const meta = {
  title: 'Dashboard/Home/ConnectedNewsStrip',
  component: ConnectedNewsStrip,
  args: { hospCode: SAMPLE_HOSP_CODE },
  decorators: [withQueries(seedNews)],
} satisfies Meta<typeof ConnectedNewsStrip>;

export default meta;
export const Loaded: StoryObj<typeof meta> = { parameters: { allAnswered: true } };
