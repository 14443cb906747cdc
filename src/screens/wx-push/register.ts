import { registerActionComponent, lazyComponent } from '../../../engine/client/extension-points';

/** 微信消息推送 (schemas/wx-msg-template.json): 发送 a template to a hospital's users. */
registerActionComponent(
  'wxMsgSend',
  lazyComponent(() => import('./WxMsgSendAction').then((m) => m.WxMsgSendAction)),
);
