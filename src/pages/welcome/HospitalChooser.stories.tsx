import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HospitalChooser } from './HospitalChooser';

const meta = {
  title: 'Session/HospitalChooser',
  component: HospitalChooser,
  args: {
    hospitals: [
      { id: '6b018ff8b854a8edc8304281', hospCode: '10001', hospName: '示范市第一人民医院' },
      { id: '6b018ff8b854a8edc8304342', hospCode: '10002', hospName: '示范市中心医院' },
      { id: '6b018ff8b854a8edc8304403', hospCode: '10003', hospName: '示范市妇幼保健院' },
    ],
    loadFailed: false,
    onChoose: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof HospitalChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};

export const NoHospitals: Story = { args: { hospitals: [] } };

export const ListFailed: Story = { args: { hospitals: [], loadFailed: true } };
