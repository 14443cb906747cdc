import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { withQueries } from '../../stories/story-support';
import { WxMsgSendAction } from './WxMsgSendAction';

const templates = entityNamed('wx-msg-template');

/** 发送 a message template: a hospital, the template's placeholders, and the preview (发送 asks the server). */
const meta = {
  title: 'Screens/WxPush/WxMsgSendAction',
  component: WxMsgSendAction,
  decorators: [withQueries()],
  args: {
    entity: templates,
    action: actionNamed(templates, 'send'),
    provider: screenProvider(),
    hospCode: undefined,
    row: {
      id: '6b018ff8b854a8edc8380001',
      templateName: '设备维修完成通知',
      title: '维修完成',
      content: '您报修的{设备名称}已于{完成时间}维修完成，请到{地点}验收。',
    },
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof WxMsgSendAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholders: Story = {};

export const WithoutPlaceholders: Story = {
  args: {
    row: {
      id: '6b018ff8b854a8edc8380002',
      templateName: '系统维护通知',
      title: '系统维护',
      content: '今晚22:00至24:00系统维护，请提前保存工作。',
    },
  },
};

export const English: Story = { globals: { locale: 'en' } };
