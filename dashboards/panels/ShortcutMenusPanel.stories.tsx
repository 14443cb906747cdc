import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShortcutMenusPanel } from './ShortcutMenusPanel';
import { SAMPLE_HOSP_CODE, sampleMenuChoices } from './sample-data';

const meta = {
  title: 'Dashboard/ShortcutMenusPanel',
  component: ShortcutMenusPanel,
  args: { hospCode: SAMPLE_HOSP_CODE, choices: sampleMenuChoices, shortcuts: sampleMenuChoices.slice(0, 7), onSave: fn() },
} satisfies Meta<typeof ShortcutMenusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenShortcuts: Story = {};
export const Few: Story = { args: { shortcuts: sampleMenuChoices.slice(0, 3) } };
export const NoneYet: Story = { args: { shortcuts: [] } };
