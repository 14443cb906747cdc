// Arco's form styles (label, message, spacing) for the Form.Item markup drawn below, and the rows' spacing.
import './form-rows.css';
import type { CSSProperties } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { Grid } from '@arco-design/web-react';
import { useEntityText } from '../../i18n/entity-texts';
import { entityFormContextOf, formEntityNameOf } from '../form-context';
import { useArcoFormClasses } from './arco-form-classes';
import { FieldChoiceTick } from './FieldChoiceTick';
import { FieldErrorMessage } from './FieldErrorMessage';

/** Label and control columns out of Arco's 24: wide enough for 账号名称/姓名 in a dialog. */
export const LABEL_SPAN = 6;
export const CONTROL_SPAN = 24 - LABEL_SPAN;

/** An unchosen field of a batch dialog: greyed, still editable (editing it chooses it). */
const UNCHOSEN = { opacity: 0.55 } as const;

/**
 * One field as an Arco Form.Item: label on the left with a red star when the field is required
 * (rjsf resolves the dialog's `required` and the active `when` rules into `required`), the control
 * on the right, its error underneath, then the field's help (the rule a user should know, e.g. the
 * password policy). In a batch dialog a 修改 tick precedes the label.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, hideError, fieldPathId, style, classNames } = props;
  const classes = useArcoFormClasses();
  const entityName = formEntityNameOf(props);
  const entityText = useEntityText(entityName);
  const choice = entityFormContextOf(props).fieldChoice;
  if (hidden) return <div hidden>{children}</div>;
  // The root object is the form itself: no label, no frame.
  if (fieldPathId.path.length === 0) return children;
  const name = fieldPathId.path.length === 1 ? String(fieldPathId.path[0]) : undefined;
  const choosable = choice !== undefined && name !== undefined && choice.choosable.includes(name);
  const chosen = choosable && choice.chosen.includes(name);
  const hasError = !hideError && (rawErrors?.length ?? 0) > 0;
  const itemClass = [classes.item, classes.layoutHorizontal, hasError && classes.itemError, hasError && classes.itemStatusError, classNames]
    .filter(Boolean)
    .join(' ');
  return (
    <Grid.Row className={itemClass} style={style as CSSProperties | undefined} data-field={fieldPathId.path.join('.')}>
      <Grid.Col span={LABEL_SPAN} className={classes.labelItem}>
        {choosable && <FieldChoiceTick name={name} title={entityText(label)} chosen={chosen} onToggle={(on) => choice.toggle(name, on)} />}
        <label htmlFor={id}>
          {required && <strong className={classes.requiredSymbol}>*</strong>} {entityText(label)}
        </label>
      </Grid.Col>
      <Grid.Col span={CONTROL_SPAN} className={classes.wrapper}>
        <div className={classes.controlWrapper} style={choosable && !chosen ? UNCHOSEN : undefined}>
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
