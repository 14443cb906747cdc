import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountSettingsOpenAtom } from '../../../platform/state/shell-atoms';
import { ownAccountKey, sampleOwnAccount } from '../../stories/shell-samples';
import { hospitalSession, withQueries, withSession } from '../../stories/story-support';
import { AccountSettingsDialog } from './AccountSettingsDialog';

/** 个人设置 from the user menu, opened (its tabs download when it first opens). */
const meta = {
  title: 'Shell/Account/AccountSettingsDialog',
  component: AccountSettingsDialog,
  decorators: [
    withSession(hospitalSession(), (store) => store.set(accountSettingsOpenAtom, true)),
    withQueries({ data: [[ownAccountKey, sampleOwnAccount]] }),
  ],
} satisfies Meta<typeof AccountSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const English: Story = { globals: { locale: 'en' } };
