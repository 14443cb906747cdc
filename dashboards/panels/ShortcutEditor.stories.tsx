import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShortcutEditor } from './ShortcutEditor';
import { sampleMenuChoices } from './sample-data';

const meta = {
  title: 'Dashboard/ShortcutEditor',
  component: ShortcutEditor,
  args: {
    choices: sampleMenuChoices,
    chosen: sampleMenuChoices.slice(0, 3).map((choice) => choice.path),
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ShortcutEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pages ticked, four more may be. */
export const SomeChosen: Story = {};
/** Seven ticked: the rest are disabled until one is unticked. */
export const Full: Story = { args: { chosen: sampleMenuChoices.slice(0, 7).map((choice) => choice.path) } };
/** A user without any page to offer. */
export const NoMenus: Story = { args: { choices: [], chosen: [] } };
