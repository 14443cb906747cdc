import type { Meta, StoryObj } from '@storybook/react-vite';
import { subsystemDialogAtom } from '../../../platform/state/shell-atoms';
import { hospitalSession, sampleHospitals, withQueries, withSession } from '../../stories/story-support';
import { SubsystemDialog } from './SubsystemDialog';

const links = {
  environment: 'test',
  links: {
    manager: 'https://manager.example.com/',
    benefit: 'https://benefit.example.com/',
    sharingCenter: 'https://sharing.example.com/',
    maintenanceCycle: 'https://cycle.example.com/',
  },
};

/** After a hospital is chosen: its four subsystems, those it may open enabled (the server's answers in the cache). */
const meta = {
  title: 'Shell/Wired/SubsystemDialog',
  component: SubsystemDialog,
  decorators: [withSession(hospitalSession(), (store) => store.set(subsystemDialogAtom, { open: true, hospCode: '10001' }))],
} satisfies Meta<typeof SubsystemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BenefitGranted: Story = {
  decorators: [
    withQueries({
      data: [
        [['subsystem-links'], links],
        [['subsystem-auth', sampleHospitals[0]!.id], { benefit: true, sharingCenter: false }],
      ],
    }),
  ],
};

/** While the grants are asked. */
export const CheckingGrants: Story = {
  decorators: [withQueries({ data: [[['subsystem-links'], links]], pending: [['subsystem-auth', sampleHospitals[0]!.id]] })],
};
