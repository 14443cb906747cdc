import type { FieldErrorProps } from '@rjsf/utils';
import { useEntityText } from '../../i18n/entity-texts';
import { formEntityNameOf } from '../form-context';
import { useArcoFormClasses } from './arco-form-classes';

/**
 * The message under a field, in Arco's error style. One message at a time, like Arco forms and
 * like the server (which answers with the first rule that fails); schema texts are translated.
 */
export function FieldErrorMessage({
  id,
  messages,
  entityName,
}: {
  id: string;
  messages: readonly string[] | undefined;
  entityName?: string | undefined;
}) {
  const classes = useArcoFormClasses();
  const entityText = useEntityText(entityName);
  const first = messages?.find((message) => message);
  if (!first) return null;
  return (
    <div className={classes.message} id={id}>
      <div role="alert">{entityText(first)}</div>
    </div>
  );
}

/** rjsf's FieldErrorTemplate in the same style (our FieldTemplate renders FieldErrorMessage itself). */
export function FieldErrorTemplate({ errors, fieldPathId, registry }: FieldErrorProps) {
  const messages = (errors ?? []).filter((error): error is string => typeof error === 'string');
  return <FieldErrorMessage id={`${fieldPathId.$id}__error`} messages={messages} entityName={formEntityNameOf({ registry })} />;
}
