import type { Meta, StoryObj } from '@storybook/react-vite';
import { visitedViewsAtom, type VisitedView } from '../../../platform/state/tags-atoms';
import { storageKey, StorageNames } from '../../../platform/state/storage';
import { hospitalSession, inShell, withQueries } from '../../stories/story-support';
import { TagsBar } from './TagsBar';

const session = hospitalSession();
const view = (path: string, title: string, affix = false): VisitedView => ({
  path,
  fullPath: `${path}?hosp_code=10001`,
  query: { hosp_code: '10001' },
  name: path,
  title,
  meta: { affix, noCache: false },
});

/** The tag bar wired to the open tabs (an atom) and the router: the current page's tab selected. */
const meta = {
  title: 'Shell/Wired/TagsBar',
  component: TagsBar,
  decorators: [
    ...inShell('/mtc-record?hosp_code=10001', session, (store) =>
      store.set(visitedViewsAtom, {
        scopeKey: storageKey(StorageNames.visitedViews, { acctId: session.acctId, hospCode: '10001' }),
        views: [view('/home/dashboard', '首页', true), view('/eqp/index', '设备台账'), view('/mtc-record', '维修记录')],
      }),
    ),
    withQueries(),
  ],
} satisfies Meta<typeof TagsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeTabs: Story = {};

/** Tab titles follow the language (the menus' English names). */
export const English: Story = { globals: { locale: 'en' } };
