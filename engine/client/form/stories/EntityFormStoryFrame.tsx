import { useRef, useState } from 'react';
import { Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { EntityForm, type EntityFormHandle, type EntityFormProps } from '../EntityForm';

/**
 * EntityForm the way a dialog uses it: 确定 calls the handle's submit (messages appear under the
 * fields, then follow every change), and the data a valid form hands over is printed below.
 */
export function EntityFormStoryFrame(props: EntityFormProps) {
  const { t } = useTranslation();
  const form = useRef<EntityFormHandle>(null);
  const [submitted, setSubmitted] = useState<Record<string, unknown> | undefined>();
  return (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <EntityForm
        ref={form}
        {...props}
        onSubmit={(data) => {
          setSubmitted(data);
          return props.onSubmit?.(data);
        }}
      />
      <Space>
        <Button type="primary" onClick={() => void form.current?.submit()}>
          {t('engine.form.story.submit')}
        </Button>
        <Button
          onClick={() => {
            form.current?.reset();
            setSubmitted(undefined);
          }}
        >
          {t('engine.form.story.reset')}
        </Button>
      </Space>
      {submitted && (
        <section aria-label={t('engine.form.story.submittedData')}>
          <h4>{t('engine.form.story.submittedData')}</h4>
          <pre>{JSON.stringify(submitted, null, 2)}</pre>
        </section>
      )}
    </div>
  );
}
