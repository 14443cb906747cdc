import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsStrip } from './NewsStrip';

const meta = {
  title: 'Dashboard/NewsStrip',
  component: NewsStrip,
  args: {
    news: [
      {
        id: 'n1',
        title: '平台系统升级维护通知',
        content: '平台将于本周六 22:00 至次日 02:00 进行升级维护。',
        publishTime: '2026-11-20 09:00:00',
        expireTime: null,
        pinned: true,
      },
      {
        id: 'n2',
        title: '关于开展年度医疗设备质控检测的通知',
        content: '请各科室配合完成质控检测。',
        publishTime: '2026-11-18 09:00:00',
        expireTime: '2026-12-31 00:00:00',
        pinned: false,
      },
      {
        id: 'n3',
        title: '新版设备台账导出功能上线',
        content: '设备台账新增按列选择导出。',
        publishTime: '2026-11-10 09:00:00',
        expireTime: null,
        pinned: false,
      },
      {
        id: 'n4',
        title: '春节期间设备巡检安排',
        content: '节假日期间设备巡检改为每日一次。',
        publishTime: '2026-11-01 09:00:00',
        expireTime: null,
        pinned: false,
      },
    ],
  },
} satisfies Meta<typeof NewsStrip>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
export const None: StoryObj<typeof meta> = { args: { news: [] } };
