import { ConfigProvider } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import { useContext, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A batch dialog's 修改 tick before a field's label: ticked, the field is sent; unticked, every
 * record keeps its value. Drawn with Arco's checkbox classes but without an <input>, so the
 * field's row still holds exactly one input: its control's.
 */
export function FieldChoiceTick({
  name,
  title,
  chosen,
  onToggle,
}: {
  name: string;
  title: string;
  chosen: boolean;
  onToggle(on: boolean): void;
}) {
  const { t } = useTranslation();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls?.('checkbox') ?? 'arco-checkbox';
  const label = t('engine.form.changeField', { title });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    onToggle(!chosen);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: no <input> on purpose, so the field's row holds exactly one input, its control's (see above).
    <span
      role="checkbox"
      aria-checked={chosen}
      aria-label={label}
      title={label}
      tabIndex={0}
      data-field-choice={name}
      className={chosen ? `${prefix} ${prefix}-checked` : prefix}
      style={{ marginRight: 4, verticalAlign: 'middle' }}
      onClick={() => onToggle(!chosen)}
      onKeyDown={onKeyDown}
    >
      <span className={`${prefix}-mask-wrapper`}>
        <span className={`${prefix}-mask`} style={{ display: 'block' }}>
          <IconCheck className={`${prefix}-mask-icon`} />
        </span>
      </span>
    </span>
  );
}
