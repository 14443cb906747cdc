import type { CSSProperties } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { Grid } from '@arco-design/web-react';
import { useEntityText } from '../../i18n/entity-texts';
import { formEntityNameOf } from '../form-context';
import { useArcoFormClasses } from './arco-form-classes';
import { FieldErrorMessage } from './FieldErrorMessage';

/** Label and control columns out of Arco's 24: wide enough for 账号名称/姓名 in a dialog. */
export const LABEL_SPAN = 6;
export const CONTROL_SPAN = 24 - LABEL_SPAN;

/**
 * One field as an Arco Form.Item: label on the left with a red star when the field is required
 * (rjsf resolves the dialog's `required` and the active `when` rules into `required`), the control
 * on the right, its error underneath, then the field's help (the rule a user should know, e.g. the
 * password policy).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, hideError, fieldPathId, style, classNames } = props;
  const classes = useArcoFormClasses();
  const entityName = formEntityNameOf(props);
  const entityText = useEntityText(entityName);
  if (hidden) return <div hidden>{children}</div>;
  // The root object is the form itself: no label, no frame.
  if (fieldPathId.path.length === 0) return children;
  const hasError = !hideError && (rawErrors?.length ?? 0) > 0;
  const itemClass = [classes.item, classes.layoutHorizontal, hasError && classes.itemError, hasError && classes.itemStatusError, classNames]
    .filter(Boolean)
    .join(' ');
  return (
    <Grid.Row className={itemClass} style={style as CSSProperties | undefined} data-field={fieldPathId.path.join('.')}>
      <Grid.Col span={LABEL_SPAN} className={classes.labelItem}>
        <label htmlFor={id}>
          {required && <strong className={classes.requiredSymbol}>*</strong>} {entityText(label)}
        </label>
      </Grid.Col>
      <Grid.Col span={CONTROL_SPAN} className={classes.wrapper}>
        <div className={classes.controlWrapper}>
          <div className={classes.control}>
            <div className={classes.controlChildren}>{children}</div>
          </div>
        </div>
        {!hideError && <FieldErrorMessage id={`${id}__error`} messages={rawErrors} entityName={entityName} />}
        {rawHelp ? (
          <div id={`${id}__help`} className={classes.extra}>
            {entityText(rawHelp)}
          </div>
        ) : null}
      </Grid.Col>
    </Grid.Row>
  );
}
