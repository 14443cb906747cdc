/**
 * Messaging (docs/messaging.md): the outbox that stands in for the SMS and WeChat gateways (one row
 * per message that would be sent; super admins read it as the read-only entity schemas/msg-outbox.json)
 * and the SMS verification codes of the forgot-password flow (hashed, expiring, counted for the rate
 * limits; never served).
 */
export const platformMessageOutbox: string[] = [
  `CREATE TABLE IF NOT EXISTS platform.msg_outbox (
     id char(24) PRIMARY KEY,
     channel varchar(16) NOT NULL CHECK (channel IN ('sms', 'wechat')),
     recipient varchar(100) NOT NULL,
     subject varchar(200),
     content text NOT NULL,
     state varchar(16) NOT NULL DEFAULT 'pending',
     acct_id varchar(24),
     hosp_code varchar(32),
     create_date_time timestamp(0) NOT NULL,
     lstupd_date_time timestamp(0) NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS msg_outbox_create_date_time ON platform.msg_outbox (create_date_time DESC, id DESC)`,
  `CREATE TABLE IF NOT EXISTS platform.msg_verify_code (
     id char(24) PRIMARY KEY,
     cell_phone varchar(32) NOT NULL,
     purpose varchar(32) NOT NULL,
     code_hash text NOT NULL,
     acct_id varchar(24),
     client_ip varchar(64),
     created_ms bigint NOT NULL,
     expires_ms bigint NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     used boolean NOT NULL DEFAULT false
   )`,
  `CREATE INDEX IF NOT EXISTS msg_verify_code_phone ON platform.msg_verify_code (cell_phone, purpose, created_ms DESC)`,
  `CREATE INDEX IF NOT EXISTS msg_verify_code_ip ON platform.msg_verify_code (client_ip, created_ms DESC)`,
];
