import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleReleaseNote } from '../../stories/shell-samples';
import { withQueries } from '../../stories/story-support';
import { ReleaseNotesDialog } from './ReleaseNotesDialog';

/**
 * The newest release note, once per account after an update (项目更新日志); closing it tells the
 * server it was read. While another start dialog is open (`held`) it waits and draws nothing.
 */
const meta = {
  title: 'Shell/ReleaseNotesDialog',
  component: ReleaseNotesDialog,
  args: { held: false, onSettled: fn() },
  decorators: [withQueries({ data: [[['release-notes', 'unseen'], sampleReleaseNote]] })],
} satisfies Meta<typeof ReleaseNotesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewNote: Story = {};

export const English: Story = { globals: { locale: 'en' } };
