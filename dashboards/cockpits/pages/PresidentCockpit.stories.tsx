import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadCockpitTexts } from '../../../platform/i18n/i18n';
import { seedPresidentCockpit } from '../../stories/sample-cockpits';
import { sampleSession } from '../../stories/sample-session';
import { atLocation, withQueries, withSession } from '../../stories/story-decorators';
import { PresidentCockpit } from './PresidentCockpit';

/** /president-cockpit: the hospital at a glance for its leadership. */
const meta = {
  title: 'Cockpits/Pages/PresidentCockpit',
  component: PresidentCockpit,
  decorators: [withSession(sampleSession), atLocation('/president-cockpit?hosp_code=10001')],
  loaders: [loadCockpitTexts],
} satisfies Meta<typeof PresidentCockpit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wall over sample data of hospital 10001, signed in. */
export const Loaded: Story = { parameters: { allAnswered: true }, decorators: [withQueries(seedPresidentCockpit)] };
/** Before the first answers: each panel keeps its title over a skeleton, the figures show dashes. */
export const Waiting: Story = { decorators: [withQueries()] };
/** Every call failed without an earlier answer: each panel says so, the wall keeps running. */
export const Failed: Story = { decorators: [withQueries(undefined, 'fail')] };
