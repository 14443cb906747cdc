import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadCockpitTexts } from '../../../platform/i18n/i18n';
import { seedDigitalCockpit } from '../../stories/sample-cockpits';
import { sampleSession } from '../../stories/sample-session';
import { atLocation, withQueries, withSession } from '../../stories/story-decorators';
import { DigitalCockpit } from './DigitalCockpit';

/** /digital: the nine data-analysis statistics of one hospital over the last six months. */
const meta = {
  title: 'Cockpits/Pages/DigitalCockpit',
  component: DigitalCockpit,
  decorators: [withSession(sampleSession), atLocation('/digital?hosp_code=10001')],
  loaders: [loadCockpitTexts],
} satisfies Meta<typeof DigitalCockpit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wall over sample data of hospital 10001, signed in. */
export const Loaded: Story = { parameters: { allAnswered: true }, decorators: [withQueries(seedDigitalCockpit)] };
/** Before the first answers: each panel keeps its title over a skeleton, the figures show dashes. */
export const Waiting: Story = { decorators: [withQueries()] };
/** Every call failed without an earlier answer: each panel says so, the wall keeps running. */
export const Failed: Story = { decorators: [withQueries(undefined, 'fail')] };
