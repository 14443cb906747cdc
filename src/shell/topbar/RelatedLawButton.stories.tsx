import type { Meta, StoryObj } from '@storybook/react-vite';
import { hospitalSession, inShell, withQueries } from '../../stories/story-support';
import { RelatedLawButton } from './RelatedLawButton';

/**
 * 相关法规 in the top bar, on a hospital page whose menu has a related document: it opens the document
 * in a drawer. (A page without one shows no button at all.)
 */
const meta = {
  title: 'Shell/TopBar/RelatedLawButton',
  component: RelatedLawButton,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
    ...inShell('/eqp/index?hosp_code=10001', hospitalSession()),
    withQueries({
      data: [
        [
          ['related-law', '10001', '/eqp/index'],
          {
            id: '6b018ff8b854a8edc8430001',
            fileName: '医疗器械监督管理条例.pdf',
            filePath: `data:text/plain;charset=utf-8,${encodeURIComponent('医疗器械监督管理条例（示例文件）')}`,
          },
        ],
      ],
    }),
  ],
} satisfies Meta<typeof RelatedLawButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDocument: Story = {};

export const English: Story = { globals: { locale: 'en' } };
