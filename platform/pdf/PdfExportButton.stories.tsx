import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfExportButton } from './PdfExportButton';

/** A region of two panels to print; pressing the button downloads 示例看板<date>.pdf. */
function Region() {
  const panel = { height: 260, margin: 16, padding: 16, border: '1px solid #e5e6eb', borderRadius: 4 };
  return (
    <div id="pdf-story-region" style={{ width: 720, background: '#fff' }}>
      <section aria-labelledby="pdf-a" style={panel}>
        <h2 id="pdf-a">设备总数</h2>
        <p style={{ fontSize: 48 }}>2,411</p>
      </section>
      <section aria-labelledby="pdf-b" style={panel}>
        <h2 id="pdf-b">资产总值</h2>
        <p style={{ fontSize: 48 }}>356,789,012.34</p>
      </section>
    </div>
  );
}

const meta = {
  title: 'Cockpits/PdfExportButton',
  component: PdfExportButton,
  args: { region: () => document.getElementById('pdf-story-region'), fileNamePrefix: '示例看板' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
        <Region />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a console page (the home dashboards, the stocktaking summary). */
export const OnAPage: Story = {};
/** In a cockpit's dark header. */
export const InTheCockpitHeader: Story = {
  args: { dark: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#0d2a5c' }}>
        <Story />
      </div>
    ),
  ],
};
