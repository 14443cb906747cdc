import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadCockpitTexts } from '../../../platform/i18n/i18n';
import { seedMedicalEnvMonitoringCockpit } from '../../stories/sample-cockpits';
import { sampleSession } from '../../stories/sample-session';
import { atLocation, withQueries, withSession } from '../../stories/story-decorators';
import { MedicalEnvMonitoringCockpit } from './MedicalEnvMonitoringCockpit';

/** /medical-env-monitoring-cockpit: no sensors reach the platform, so the ledger's environment equipment and its state. */
const meta = {
  title: 'Cockpits/Pages/MedicalEnvMonitoringCockpit',
  component: MedicalEnvMonitoringCockpit,
  decorators: [withSession(sampleSession), atLocation('/medical-env-monitoring-cockpit?hosp_code=10001')],
  loaders: [loadCockpitTexts],
} satisfies Meta<typeof MedicalEnvMonitoringCockpit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wall over sample data of hospital 10001, signed in. */
export const Loaded: Story = { parameters: { allAnswered: true }, decorators: [withQueries(seedMedicalEnvMonitoringCockpit)] };
/** Before the first answers: each panel keeps its title over a skeleton, the figures show dashes. */
export const Waiting: Story = { decorators: [withQueries()] };
/** Every call failed without an earlier answer: each panel says so, the wall keeps running. */
export const Failed: Story = { decorators: [withQueries(undefined, 'fail')] };
