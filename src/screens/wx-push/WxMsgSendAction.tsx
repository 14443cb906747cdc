import { Alert, Form, Input, Message, Modal, Select } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useOptions } from '../../../engine/client/core';
import { http } from '../../../platform/api/http';
import { fillPlaceholders, placeholdersOf } from './placeholders';
import type { WxMsgSendRequest, WxMsgSent } from '../../../contracts/wx-push';

const HOSPITALS = { resource: 'hosp' } as const;

/**
 * 发送 on a message template (schemas/wx-msg-template.json): choose a hospital, fill the
 * template's placeholders, read the preview, and send through POST /api/admin/wx-msg-send
 * (server/messaging/): one outbox row per active user of that hospital.
 */
export function WxMsgSendAction({ provider, row, onClose }: ActionComponentProps) {
  const { t } = useTranslation();
  const content = typeof row?.content === 'string' ? row.content : '';
  const title = typeof row?.title === 'string' ? row.title : '';
  const names = useMemo(() => placeholdersOf(content), [content]);
  const [hospCode, setHospCode] = useState<string | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const hospitals = useOptions(provider, HOSPITALS, undefined);
  const preview = fillPlaceholders(content, values);
  const missing = names.filter((name) => !values[name]?.trim());

  const send = async () => {
    if (!hospCode) {
      Message.warning(t('screens.wxMsgPush.chooseHospital'));
      return;
    }
    if (missing.length) {
      Message.warning(t('screens.wxMsgPush.fillPlaceholder', { name: missing[0] }));
      return;
    }
    setSending(true);
    try {
      const answer = await http.post<WxMsgSent>('/api/admin/wx-msg-send', { title, content: preview, hospCode } satisfies WxMsgSendRequest);
      Message.success(t('screens.wxMsgPush.sent', { count: answer.count }));
      onClose();
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  if (!row) return null;
  return (
    <Modal
      visible
      title={t('screens.wxMsgPush.sendTitle', { name: String(row.templateName ?? '') })}
      onOk={() => void send()}
      onCancel={onClose}
      confirmLoading={sending}
      maskClosable={false}
      okText={t('screens.wxMsgPush.send')}
      style={{ width: 600 }}
    >
      <Form layout="vertical">
        <Form.Item label={t('screens.wxMsgPush.hospital')} required>
          <Select
            data-wx-send-hospital
            value={hospCode}
            onChange={(value: string) => setHospCode(value)}
            options={hospitals.options.map((option) => ({ value: String(option.value), label: option.label }))}
            loading={hospitals.loading}
            showSearch
            allowClear
          />
        </Form.Item>
        {names.map((name) => (
          <Form.Item key={name} label={name} required>
            <Input
              data-wx-send-placeholder={name}
              value={values[name] ?? ''}
              maxLength={200}
              onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('screens.wxMsgPush.preview')}>
          <Alert data-wx-send-preview type="info" title={title} content={preview} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
