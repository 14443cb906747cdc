import { Alert, Button, Radio } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../schema/entity-types';
import { allFields } from '../../../schema/system-fields';
import type { EntityDataProvider } from '../../data/data-provider';
import { useEntityText } from '../../i18n/entity-texts';
import type { EditConflict } from '../use-form-dialog';
import { ConflictValue } from './ConflictValue';

export interface EditConflictPanelProps {
  entity: EntitySchema;
  conflict: EditConflict;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  sending: boolean;
  onKeepTheirs(field: string, keep: boolean): void;
  onSave(): void;
}

const CELL = { padding: '6px 8px', borderBottom: '1px solid var(--color-border-2)', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * Inside the edit dialog after a 409: each field both sides changed, with 我的修改 / 当前已保存 /
 * 打开时 and a choice (default: mine); the form below follows the choices, 保存 sends them.
 */
export function EditConflictPanel({ entity, conflict, provider, hospCode, sending, onKeepTheirs, onSave }: EditConflictPanelProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const fields = allFields(entity);
  return (
    <Alert
      type="warning"
      className="engine-conflict-panel"
      style={{ marginBottom: 16 }}
      title={t('engine.conflict.title')}
      content={
        <div>
          <p style={{ margin: '4px 0 8px' }}>{t('engine.conflict.hint')}</p>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={CELL}>{t('engine.conflict.field')}</th>
                <th style={CELL}>{t('engine.conflict.mine')}</th>
                <th style={CELL}>{t('engine.conflict.theirs')}</th>
                <th style={CELL}>{t('engine.conflict.base')}</th>
                <th style={CELL}>{t('engine.conflict.choice')}</th>
              </tr>
            </thead>
            <tbody>
              {conflict.conflicts.map(({ field, mine, theirs, base }) => (
                <tr key={field} data-conflict-field={field}>
                  <td style={CELL}>{text(fields[field]?.title ?? field)}</td>
                  <td style={CELL} data-side="mine">
                    <ConflictValue field={fields[field]} value={mine} provider={provider} hospCode={hospCode} />
                  </td>
                  <td style={CELL} data-side="theirs">
                    <ConflictValue field={fields[field]} value={theirs} provider={provider} hospCode={hospCode} />
                  </td>
                  <td style={CELL} data-side="base">
                    <ConflictValue field={fields[field]} value={base} provider={provider} hospCode={hospCode} />
                  </td>
                  <td style={CELL}>
                    <Radio.Group
                      type="button"
                      size="mini"
                      value={conflict.keepTheirs.has(field) ? 'theirs' : 'mine'}
                      onChange={(choice: string) => onKeepTheirs(field, choice === 'theirs')}
                    >
                      <Radio value="mine">{t('engine.conflict.applyMine')}</Radio>
                      <Radio value="theirs">{t('engine.conflict.keepTheirs')}</Radio>
                    </Radio.Group>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div style={{ marginTop: 8, textAlign: 'right' }}>
            <Button type="primary" size="small" loading={sending} onClick={onSave}>
              {t('engine.conflict.save')}
            </Button>
          </div>
        </div>
      }
    />
  );
}
