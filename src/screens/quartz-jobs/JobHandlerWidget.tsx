import type { WidgetProps } from '@rjsf/utils';
import { Select, Typography } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityFormContextOf, errorStatus, optionOf, useWidgetPlaceholder } from '../../../engine/client/form-widgets';
import { http } from '../../../platform/api/http';
import type { JobHandlerBean } from '../../../contracts/quartz-job';
import { afterBeanChange, beanOptions, findMethod, methodOptions } from './job-handlers';

/**
 * `quartzJobHandler`: a scheduled job's bean (`widgetOptions.part: "bean"`) or method (`"method"`),
 * chosen among what the server really offers (GET /api/quartz-job/handlers). The method select
 * follows the bean, and shows what the method does and the params it takes; choosing a method of a
 * job without params writes the method's defaults.
 */
export function JobHandlerWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, onChange } = props;
  const { t, i18n } = useTranslation();
  const context = entityFormContextOf(props);
  const part = optionOf<'bean' | 'method'>(props.options, 'part') ?? 'bean';
  const placeholder = useWidgetPlaceholder(props, 'select');
  const handlers = useQuery({
    queryKey: ['quartz-job', 'handlers', i18n.language],
    queryFn: () => http.get<JobHandlerBean[]>('/api/quartz-job/handlers'),
    staleTime: 300_000,
  });
  const beans = handlers.data ?? [];
  const form = context.formData ?? {};
  const options = part === 'bean' ? beanOptions(beans) : methodOptions(beans, form.beanName);
  const method = part === 'method' ? findMethod(beans, form.beanName, value) : undefined;

  const choose = (next: string | undefined) => {
    onChange(next);
    if (part === 'bean') {
      for (const [name, changed] of Object.entries(afterBeanChange(beans, next, form.methodName, form.params)))
        context.setFieldValue?.(name, changed);
      return;
    }
    const chosen = findMethod(beans, form.beanName, next);
    const noParams = typeof form.params !== 'string' || form.params.trim() === '';
    if (chosen?.defaultParams && noParams) context.setFieldValue?.('params', chosen.defaultParams);
  };

  return (
    <div style={{ width: '100%' }}>
      <Select
        id={id}
        value={typeof value === 'string' && value !== '' ? value : undefined}
        placeholder={placeholder}
        disabled={disabled || readonly}
        status={errorStatus(rawErrors)}
        options={options}
        loading={handlers.isLoading}
        showSearch
        allowClear
        onChange={(next: string | undefined) => choose(next === '' ? undefined : next)}
      />
      {method && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {method.description}
          {method.params.length > 0 && (
            <>
              <br />
              {t('screens.quartzJob.params')}
              {method.params
                .map(
                  (param) =>
                    `${param.name}：${param.title}（${t('screens.quartzJob.defaultValue', { value: JSON.stringify(param.default) })}）`,
                )
                .join('；')}
            </>
          )}
        </Typography.Paragraph>
      )}
    </div>
  );
}
