import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureLink } from './FigureLink';
import { FigureAccessContext } from './figure-access-context';

const meta = {
  title: 'Dashboard/FigureLink',
  component: FigureLink,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, fontSize: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { href: '/mtc-record?hosp_code=10001&longWait=true', label: '超时未维修 12', children: '12' },
} satisfies Meta<typeof FigureLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure with a list behind it that the user may open: a link. */
export const Link: Story = {};
/** Nowhere to go (its count is 0, or no list shows it): plain text. */
export const PlainText: Story = { args: { href: null, label: '超时未维修 0', children: '0' } };
/** A list the user may not open (the route guard would refuse it): plain text too, never a dead end. */
export const NotPermitted: Story = {
  decorators: [
    (Story) => (
      <FigureAccessContext.Provider value={() => false}>
        <Story />
      </FigureAccessContext.Provider>
    ),
  ],
};
