import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SubsystemDialogView } from './SubsystemDialogView';

const meta = {
  title: 'Shell/SubsystemDialog',
  component: SubsystemDialogView,
  args: {
    visible: true,
    hospitalName: '示范市第一人民医院',
    loading: false,
    enabled: { manager: true, benefit: true, sharingCenter: false, maintenanceCycle: true },
    onOpen: fn(),
    onRefused: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SubsystemDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BenefitGranted: Story = {};

export const NothingGranted: Story = {
  args: { enabled: { manager: true, benefit: false, sharingCenter: false, maintenanceCycle: true } },
};

export const CheckingGrants: Story = { args: { loading: true } };
