/** POST /api/admin/wx-msg-send's body (server/messaging/wx-msg-send.ts): accounts and/or a hospital's users. */
export interface WxMsgSendRequest {
  title: string;
  content: string;
  acctIdList?: string[];
  hospCode?: string;
}

/** Its answer: how many messages went to the outbox. */
export interface WxMsgSent {
  count: number;
}
