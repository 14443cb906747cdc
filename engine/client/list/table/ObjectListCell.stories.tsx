import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Row } from '../../data/data-provider';
import { SAMPLE_IMAGES } from '../../form/widgets/upload/story-uploaders';
import { allEntities } from '../../stories/sample-entities';
import { sampleId } from '../../stories/sample-tables';
import { InList, withQueryClient } from '../../stories/story-support';
import { ObjectListCell } from './ObjectListCell';

/** 小程序界面配置 (schemas/hosp-wx-interface.json): 设备展示配置 is a list of {type, lable, icon}. */
const wxInterface = allEntities['hosp-wx-interface']!;

const row = (deviceShow: unknown[]): Row => ({ id: sampleId(601), interfaceName: '首页设备展示', deviceShow });

/** The cell in its list: one chip per item, the type's dictionary label, the icon small. */
function ObjectListCellStory({ value }: { value: unknown[] }) {
  return (
    <InList entity={wxInterface}>
      <div style={{ width: 300, padding: 16 }}>
        <ObjectListCell name="deviceShow" field={wxInterface.fields.deviceShow} row={row(value)} yesNo={{ yes: '是', no: '否' }} />
      </div>
    </InList>
  );
}

const meta = {
  title: 'Engine/List/Table/ObjectListCell',
  component: ObjectListCellStory,
  decorators: [withQueryClient],
  args: {
    value: [
      { type: '01', lable: '监护仪', icon: SAMPLE_IMAGES[0] },
      { type: '02', lable: '服务器', icon: SAMPLE_IMAGES[1] },
      { type: '03', lable: '电梯', icon: SAMPLE_IMAGES[2] },
    ],
  },
} satisfies Meta<typeof ObjectListCellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three items in a 300px column: the chips wrap. */
export const DeviceDisplay: Story = {};

/** Items without an icon, and one that is not an object: shown as text. */
export const TextOnly: Story = { args: { value: [{ type: '01', lable: '监护仪' }, { lable: '未分类' }, '旧数据'] } };
