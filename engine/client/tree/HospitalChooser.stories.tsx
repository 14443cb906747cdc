import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { HospitalChooser } from './HospitalChooser';

const meta = {
  title: 'Engine/Tree/HospitalChooser',
  component: HospitalChooser,
  decorators: [withQueryClient],
  args: { provider: storyProvider(), value: '10001', onChange: fn() },
} satisfies Meta<typeof HospitalChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};
export const Empty: Story = { args: { value: undefined } };
