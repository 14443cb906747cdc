import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { EntityDataProvider } from '../../data/data-provider';
import type { ListViewScope, SavedListView } from '../../data/list-view-client';
import { storyProvider, withQueryClient } from '../../stories/story-support';
import { SaveViewDialog } from './SaveViewDialog';
import type { ListViews } from './use-list-views';

const ownView: SavedListView = {
  id: 'view-1',
  name: '本周报修',
  scope: 'role',
  roleId: 'role-2',
  mine: true,
  state: { filters: { state: '1' } },
  updated: '2026-03-12 09:00:00',
};

/** The list's saved views as useListViews gives them, on a hospital screen; saving succeeds. */
function viewsOf(current: SavedListView | undefined, scopes: ListViewScope[]): ListViews {
  return {
    available: true,
    screen: { entity: 'hosp-eqp', hospCode: '10001' },
    views: current ? [current] : [],
    defaultId: null,
    scopes,
    current,
    apply: fn(),
    save: fn(async () => true),
    remove: fn(async () => undefined),
    setDefault: fn(async () => undefined),
  };
}

/** The hospital's roles, for 共享给角色. */
const provider: EntityDataProvider = {
  ...storyProvider(),
  options: async () => [
    { value: 'role-1', label: '维修工程师' },
    { value: 'role-2', label: '院领导' },
  ],
};

const meta = {
  title: 'Engine/List/Views/SaveViewDialog',
  component: SaveViewDialog,
  decorators: [withQueryClient],
  args: { views: viewsOf(undefined, ['me']), provider, onClose: fn() },
} satisfies Meta<typeof SaveViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who may only keep views for themself: 仅自己. */
export const NewView: Story = {};

/** A user the server lets share: 仅自己 / 共享给角色 (then a role) / 所有人. */
export const MayShare: Story = { args: { views: viewsOf(undefined, ['me', 'role', 'all']) } };

/** One's own view is shown: 覆盖当前视图「本周报修」 offered, unticked (a new view unless asked). */
export const OverwriteOwnView: Story = { args: { views: viewsOf(ownView, ['me', 'role']) } };
