import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../schema/entity-types';
import type { EntityDataProvider } from '../../data/data-provider';
import { useOptions } from '../../data/use-options';

/** One side of a conflicting field as the user reads it: an option's label, 是/否, a list as JSON, （空）. */
export function ConflictValue({
  field,
  value,
  provider,
  hospCode,
}: {
  field: FieldDef | undefined;
  value: unknown;
  provider: EntityDataProvider;
  hospCode: string | undefined;
}) {
  const { t } = useTranslation();
  const source = field?.options && !('tree' in field.options) ? field.options : undefined;
  const { options } = useOptions(provider, source, hospCode);
  if (value === undefined || value === null || value === '')
    return <span style={{ color: 'var(--color-text-3)' }}>{t('engine.conflict.empty')}</span>;
  const label = options.find((option) => String(option.value) === String(value))?.label;
  if (label !== undefined) return <span>{label}</span>;
  if (typeof value === 'boolean') return <span>{value ? t('engine.list.yes') : t('engine.list.no')}</span>;
  return <span style={{ wordBreak: 'break-all' }}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>;
}
