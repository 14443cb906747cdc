import { Alert, Button, Input, Message, Modal } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import type { ResultDialogDef } from '../../schema/entity-types';

/** The values the dialog shows: each listed field of the answer's data, as text ('' when absent). */
export function resultValues(definition: ResultDialogDef, data: unknown): { field: string; title: string; value: string }[] {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return definition.fields.map(({ field, title }) => {
    const value = record[field];
    return { field, title, value: value === undefined || value === null ? '' : String(value) };
  });
}

/** The clipboard API needs a secure context; elsewhere the old copy command on a selected input. */
async function copyText(value: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Refused (no permission): fall back below.
  }
  if (!input) return false;
  input.select();
  return document.execCommand('copy');
}

function ResultValues({
  definition,
  data,
  text,
  t,
}: {
  definition: ResultDialogDef;
  data: unknown;
  text(zh: string): string;
  t: TFunction;
}) {
  return (
    <div data-result-dialog>
      {definition.notice ? <Alert type="warning" content={text(definition.notice)} style={{ marginBottom: 16 }} /> : null}
      {resultValues(definition, data).map(({ field, title, value }) => (
        <div key={field} style={{ marginBottom: 12 }}>
          <div style={{ marginBottom: 4 }}>{text(title)}</div>
          <div style={{ display: 'flex', gap: 8 }}>
            <Input readOnly value={value} data-result-field={field} id={`result-${field}`} style={{ fontFamily: 'monospace' }} />
            <Button
              data-result-copy={field}
              onClick={() => {
                const input = document.getElementById(`result-${field}`) as HTMLInputElement | null;
                void copyText(value, input).then((done) =>
                  done ? Message.success(t('engine.result.copied')) : Message.warning(t('engine.result.copyFailed')),
                );
              }}
            >
              {t('engine.result.copy')}
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Shows a call's answer once (`result` of an operation action or of the add dialog): the listed
 * fields with copy buttons, closed only by the user's button, never by a click beside it. The
 * values live only in this dialog: nothing is stored or re-queried for them.
 */
export function showResultDialog(definition: ResultDialogDef, data: unknown, text: (zh: string) => string, t: TFunction): void {
  Modal.info({
    title: text(definition.title),
    content: <ResultValues definition={definition} data={data} text={text} t={t} />,
    okText: t('engine.result.close'),
    maskClosable: false,
    escToExit: false,
    style: { width: 560 },
  });
}
