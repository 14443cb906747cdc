import type { WidgetProps } from '@rjsf/utils';
import { Button, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../engine/client/form-widgets';
import { http } from '../../../platform/api/http';

/** The platform's formatter (server/system/sql-format.ts): PostgreSQL, upper-case keywords, nothing run. */
export const formatSqlText = (sqlText: string) => http.post<string>('/api/system/sql-format', { sql: sqlText });

/**
 * `sqlEditor`: the SQL of a saved query in a monospace box, with 格式化 above it, which replaces
 * the text with the server's formatting (a syntax error shows the server's message and keeps the
 * text as typed).
 */
export function SqlEditorWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, onChange, onBlur } = props;
  const { t } = useTranslation();
  const [formatting, setFormatting] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const format = async () => {
    setFormatting(true);
    try {
      onChange(await formatSqlText(text));
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setFormatting(false);
    }
  };
  return (
    <div style={{ width: '100%' }}>
      <div style={{ marginBottom: 6 }}>
        <Button
          size="small"
          data-sql-format
          loading={formatting}
          disabled={disabled || readonly || text.trim() === ''}
          onClick={() => void format()}
        >
          {t('screens.sqlManage.format')}
        </Button>
      </div>
      <Input.TextArea
        id={id}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        status={errorStatus(rawErrors)}
        spellCheck={false}
        autoSize={{ minRows: 8, maxRows: 20 }}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
        onChange={(next) => onChange(next === '' ? undefined : next)}
        onBlur={() => onBlur(id, value)}
      />
    </div>
  );
}
