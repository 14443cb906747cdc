import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct } from '../stories/sample-tables';
import { storyProvider, withQueryClient, withUrl } from '../stories/story-support';
import { ListScreen } from './ListScreen';

const meta = {
  title: 'Engine/List/ListScreen',
  component: ListScreen,
  decorators: [withQueryClient],
  args: { entity: sampleEntities.dic, provider: storyProvider(), hospCode: '10001' },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dictionary: Story = { decorators: [withUrl('/admin/system-param/dic')] };

/** Filters, page and sort come from the URL: a shared link opens the same list. */
export const FromSharedLink: Story = { decorators: [withUrl('/admin/system-param/dic?type=ACCT_TYPE&sortField=sort&sortOrder=desc')] };

/** A 24-character id parameter pre-fills the id filter and queries by it. */
export const OpenedWithIdParameter: Story = {
  args: { entity: sampleEntities.acct },
  decorators: [withUrl(`/admin/acct-manage?id=${sampleAcct[3]!.id}`)],
};

/** Without add, batch edit and export permissions the toolbar keeps only what the user may do. */
export const ReadOnlyUser: Story = {
  args: { entity: sampleEntities.acct, permits: (rule) => rule === undefined || rule === 'signedIn' },
  decorators: [withUrl('/admin/acct-manage')],
};
