import { useEffect } from 'react';
import { Button, Descriptions, Form, Input, Message, Spin, Switch } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
// The upload controls alone: the shell must not pull in the whole form engine.
import { SingleImageUpload } from '../../../engine/client/form-widgets';
import { entityDataProvider } from '../../screens/entity-api';
import { sessionAtom } from '../../../platform/state/session-atoms';
import type { AccountSettings } from '../../../contracts/account';
import { accountApi } from './account-api';
import styles from './AccountSettingsDialog.module.css';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ProfileValues {
  /** The uploaded picture's address (IMG_AVATAR, 2 MB), or nothing. */
  avatar: string | undefined;
  email: string;
  phoneMsg: boolean;
  vacation: boolean;
}

/** Basic info: own name and phone (read-only), avatar upload, email, SMS and leave switches. */
export function ProfileForm() {
  const { t } = useTranslation();
  const [session, setSession] = useAtom(sessionAtom);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const own = useQuery({ queryKey: ['own-account', session.acctId], queryFn: accountApi.ownInfo, meta: { shell: true } });
  const save = useMutation({ mutationFn: (settings: AccountSettings) => accountApi.saveSettings(settings) });

  useEffect(() => {
    if (!own.data) return;
    form.setFieldsValue({
      avatar: own.data.avatar ?? '',
      email: own.data.email ?? '',
      phoneMsg: own.data.phoneMsg,
      vacation: own.data.vacation,
    });
  }, [own.data, form]);

  const submit = async (values: ProfileValues) => {
    const settings: AccountSettings = {
      avatar: values.avatar?.trim() || null,
      email: values.email.trim() || null,
      phoneMsg: values.phoneMsg,
      vacation: values.vacation,
    };
    try {
      const saved = await save.mutateAsync(settings);
      queryClient.setQueryData(['own-account', session.acctId], saved);
      setSession({ ...session, avatar: saved.avatar });
      Message.success(t('shell.profile.saved'));
    } catch {
      // Shown by the HTTP client.
    }
  };

  if (!own.data) return <Spin className={styles.loading} />;
  return (
    <Form form={form} layout="vertical" onSubmit={(values) => void submit(values)}>
      <Descriptions
        column={1}
        className={styles.readonly}
        data={[
          { label: t('shell.profile.acctName'), value: own.data.acctName },
          { label: t('shell.profile.cellPhone'), value: own.data.cellPhone ?? '' },
        ]}
      />
      <Form.Item label={t('shell.profile.avatar')} field="avatar">
        <SingleImageUpload upload={entityDataProvider.upload} type="IMG_AVATAR" maxSizeMb={2} />
      </Form.Item>
      <Form.Item
        label={t('shell.profile.email')}
        field="email"
        rules={[
          {
            validator: (value, cb) =>
              cb(typeof value === 'string' && value.trim() && !EMAIL.test(value.trim()) ? t('shell.profile.emailInvalid') : undefined),
          },
        ]}
      >
        <Input allowClear maxLength={200} />
      </Form.Item>
      <Form.Item label={t('shell.profile.phoneMsg')} field="phoneMsg" triggerPropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('shell.profile.vacation')} field="vacation" triggerPropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('shell.profile.save')}
      </Button>
    </Form>
  );
}
