import type { Meta, StoryObj } from '@storybook/react-vite';
import { hospitalSession, withQueries, withSession } from '../../stories/story-support';
import { WelcomePage } from './WelcomePage';

/** /welcome: the guard has loaded the user's hospitals; choosing one opens its home. */
const meta = {
  title: 'Pages/WelcomePage',
  component: WelcomePage,
  decorators: [withSession(hospitalSession({ currentHospCode: null })), withQueries()],
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralHospitals: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The hospital list could not be read (the guard only logs it). */
export const ListFailed: Story = {
  decorators: [withSession(hospitalSession({ currentHospCode: null, hospitalsStatus: 'failed', hospInfos: [] }))],
};
