import type { Meta, StoryObj } from '@storybook/react-vite';
import { hospitalSession, inShell } from '../../stories/story-support';
import { MenuPage } from './MenuPage';

/** A page of the user's menus with no screen in this console yet, inside the shell. */
const meta = {
  title: 'Shell/Layout/MenuPage',
  component: MenuPage,
  decorators: inShell('/eqp/index?hosp_code=10001', hospitalSession()),
} satisfies Meta<typeof MenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EquipmentLedger: Story = {};

/** The menu's English name, and the sentence in English. */
export const English: Story = { globals: { locale: 'en' } };
