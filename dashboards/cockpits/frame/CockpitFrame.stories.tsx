import type { Meta, StoryObj } from '@storybook/react-vite';
import { CockpitFigures } from '../kit/CockpitFigures';
import { sampleFigures } from '../kit/sample-data';
import { sampleSession, sessionWithoutHospital, signedOut } from '../../stories/sample-session';
import { atLocation, withQueries, withSession } from '../../stories/story-decorators';
import { CockpitFrame } from './CockpitFrame';

const PAGE = '/president-cockpit?hosp_code=10001';

/**
 * Every cockpit's frame, scaled from 1920×1080 to the window: the hospital, the title, the PDF export,
 * the refresh period and the clock; the panels only once the visitor may see the hospital's numbers.
 */
const meta = {
  title: 'Cockpits/Frame/CockpitFrame',
  component: CockpitFrame,
  // The header's hospital check (display-info) never answers here: it is only asked when the session does not know the hospital.
  decorators: [withQueries()],
  args: {
    title: '院长驾驶舱',
    children: (hospCode: string) => (
      <div style={{ padding: 24 }}>
        <CockpitFigures figures={sampleFigures} label={`${hospCode} 关键指标`} />
      </div>
    ),
  },
} satisfies Meta<typeof CockpitFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, and the session's hospital list names 10001: the panels at once, the hospital's name at the left. */
export const Granted: Story = { decorators: [withSession(sampleSession), atLocation(PAGE)] };
/** Signed in, but the hospital list does not name it: the server is asked before any panel loads. */
export const Checking: Story = { decorators: [withSession(sessionWithoutHospital), atLocation(PAGE)] };
/** Neither signed in nor holding a display key: the refusal with the way to the login, no PDF export. */
export const Refused: Story = { decorators: [withSession(signedOut), atLocation(PAGE)] };
/** An address without hosp_code. */
export const NoHospital: Story = { decorators: [withSession(sampleSession), atLocation('/president-cockpit')] };
