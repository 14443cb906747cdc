import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities, storyProvider } from '../../engine/client/testing';
import { entityIndexItem } from '../../engine/schema/entity-index';
import { adminSession, hospitalSession, inShell, withConsoleProvider, withQueries } from '../stories/story-support';
import { SchemaOrMenuPage } from './SchemaOrMenuPage';

/**
 * The shell's last route: the screen of the entity the server serves at the path, else the menu
 * page (a menu of the user's with no screen in this console yet).
 */
const meta = {
  title: 'Screens/SchemaOrMenuPage',
  component: SchemaOrMenuPage,
} satisfies Meta<typeof SchemaOrMenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 设备台账, a menu of the hospital's without a screen here. */
export const MenuPageWithoutScreen: Story = {
  decorators: [...inShell('/eqp/index?hosp_code=10001', hospitalSession()), withQueries()],
};

/** The served entities are still loading. */
export const WaitingForEntities: Story = {
  decorators: [...inShell('/eqp/index?hosp_code=10001', hospitalSession({ entitiesStatus: 'loading' })), withQueries()],
};

/** A super admin at /admin/system-param/dic, which the server serves: the 系统字典 screen. */
export const SchemaScreen: Story = {
  decorators: [
    ...inShell('/admin/system-param/dic', adminSession({ entities: [entityIndexItem(sampleEntities.dic)] })),
    withConsoleProvider(storyProvider()),
    withQueries({ data: [[['entity-schema', 'dic'], sampleEntities.dic]] }),
  ],
};
