import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoticePanel } from './NoticePanel';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/NoticePanel',
  component: NoticePanel,
  decorators: [onTheWall(928, 948)],
  args: {
    title: '环境监测数据',
    heading: '未接入环境监测数据',
    children: (
      <>
        <p>
          医疗环境监测需要温度、湿度、压差、洁净度、空气质量等传感器的实时读数。本平台目前没有接入任何环境传感器，因此本屏不显示环境读数，也不生成或估算任何读数。
        </p>
        <p>接入传感器数据后，这里将显示各区域的实时读数与告警。</p>
      </>
    ),
  },
} satisfies Meta<typeof NoticePanel>;

export default meta;
export const NoSensorData: StoryObj<typeof meta> = {};
