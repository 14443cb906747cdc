import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities, storyProvider } from '../../engine/client/testing';
import { adminSession, withConsoleProvider, withPath, withQueries, withSession } from '../stories/story-support';
import { EntityRoutePage } from './EntityRoutePage';

/**
 * One generated admin screen: the schema the server serves (GET /api/entities/<name>), rendered by
 * the engine. Here the schema comes from the query cache and the rows from an in-memory back end.
 */
const meta = {
  title: 'Screens/EntityRoutePage',
  component: EntityRoutePage,
  args: { name: 'dic' },
  decorators: [withPath('/admin/system-param/dic'), withSession(adminSession())],
} satisfies Meta<typeof EntityRoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 系统字典 for a super admin: the whole list screen. */
export const DictionaryScreen: Story = {
  decorators: [withConsoleProvider(storyProvider()), withQueries({ data: [[['entity-schema', 'dic'], sampleEntities.dic]] })],
};

/** While the schema loads. */
export const LoadingSchema: Story = { decorators: [withQueries({ pending: [['entity-schema', 'dic']] })] };

/** A name the server serves no schema for. */
export const SchemaMissing: Story = {
  args: { name: 'no-such-entity' },
  decorators: [withQueries({ failed: [['entity-schema', 'no-such-entity']] })],
};
