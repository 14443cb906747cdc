import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { useOptions } from '../data/use-options';
import { moneyText } from '../list/cell-text';

/**
 * One side of a logged change as the list shows it: an option's label where the column shows
 * labels (static, dictionary and resource options), a lookup's record by its name, 是/否, money
 * grouped; an empty value as （空）.
 */
export function HistoryValue({
  field,
  value,
  provider,
  hospCode,
  text,
  lookupLabels,
}: {
  field: FieldDef | undefined;
  value: unknown;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  text(zh: string): string;
  /** A lookup field's id → name, as asked for the whole history (use-history-lookups.ts). */
  lookupLabels?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const { options } = useOptions(provider, field?.options, hospCode);
  if (value === null || value === undefined || value === '') return <span data-history-empty>{t('engine.history.empty')}</span>;
  const values = Array.isArray(value) ? value : [value];
  const labelOf = (item: unknown) => {
    const looked = typeof item === 'string' ? lookupLabels?.[item] : undefined;
    if (looked !== undefined) return looked;
    const option = options.find((candidate) => candidate.value === item || String(candidate.value) === String(item));
    if (option) return 'values' in (field?.options ?? {}) ? text(option.label) : option.label;
    if (typeof item === 'boolean') return item ? t('engine.history.yes') : t('engine.history.no');
    if (typeof item === 'object' && item !== null) return JSON.stringify(item);
    if (field?.format === 'money') return moneyText(item) ?? String(item);
    return String(item);
  };
  return <span>{values.map(labelOf).join(', ')}</span>;
}
