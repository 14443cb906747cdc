import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from './stories/sample-entities';
import { storyProvider, withQueryClient, withUrl } from './stories/story-support';
import { EntityScreen } from './EntityScreen';

const meta = {
  title: 'Engine/EntityScreen',
  component: EntityScreen,
  decorators: [withQueryClient],
  args: { entity: sampleEntities.dic, provider: storyProvider() },
} satisfies Meta<typeof EntityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** kind 'list' picks the list screen (every schema has its own story under Engine/Entities). */
export const ListKind: Story = { decorators: [withUrl('/admin/system-param/dic?hosp_code=10001')] };

/** kind 'tree' picks the tree screen, in the URL's hosp_code. */
export const TreeKind: Story = {
  args: { entity: sampleEntities['hosp-dept'] },
  decorators: [withUrl('/admin/hospital/hosp-dept?hosp_code=10002')],
};
