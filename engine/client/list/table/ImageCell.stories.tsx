import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Row } from '../../data/data-provider';
import { SAMPLE_IMAGES } from '../../form/widgets/upload/story-uploaders';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleAcct } from '../../stories/sample-tables';
import { InList, withQueryClient } from '../../stories/story-support';
import { ImageCell } from './ImageCell';

const acct = sampleEntities.acct;

/** A picture column (头像) in its list: 40×40 thumbnails that open the preview. */
function ImageCellStory({ row }: { row: Row }) {
  return (
    <InList entity={acct}>
      <div style={{ padding: 16 }}>
        <ImageCell name="avatar" field={acct.fields.avatar} row={row} yesNo={{ yes: '是', no: '否' }} />
      </div>
    </InList>
  );
}

const meta = {
  title: 'Engine/List/Table/ImageCell',
  component: ImageCellStory,
  decorators: [withQueryClient],
  args: { row: { ...sampleAcct[0]!, avatar: SAMPLE_IMAGES[0] } },
} satisfies Meta<typeof ImageCellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One address: one thumbnail, named after its column. */
export const OnePicture: Story = {};

/** A list of addresses: one thumbnail each, numbered in their names. */
export const SeveralPictures: Story = { args: { row: { ...sampleAcct[0]!, avatar: SAMPLE_IMAGES } } };
