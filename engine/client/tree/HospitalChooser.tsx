import { Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { EntityDataProvider } from '../data/data-provider';
import { useOptions } from '../data/use-options';

export interface HospitalChooserProps {
  provider: EntityDataProvider;
  value: string | undefined;
  onChange(hospCode: string | undefined): void;
}

/** The hospital a hospital-scoped tree works in, from the `hosp` selector resource (required). */
export function HospitalChooser({ provider, value, onChange }: HospitalChooserProps) {
  const { t } = useTranslation();
  const { options, loading } = useOptions(provider, { resource: 'hosp' }, undefined);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps Arco's Select, whose native input is rendered inside it (a click on the text opens the select).
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>
        <span style={{ color: 'rgb(var(--danger-6))' }}>* </span>
        {t('engine.tree.hospital')}
      </span>
      <Select
        value={value}
        onChange={(chosen?: string) => onChange(chosen || undefined)}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        loading={loading}
        placeholder={t('engine.tree.chooseHospital')}
        aria-label={t('engine.tree.hospital')}
        showSearch
        // A hospital's name is its own (user data), marked for the English walk (tests/e2e).
        renderFormat={(option, chosen) => <span data-user-data="">{option?.children ?? String(chosen ?? '')}</span>}
        style={{ width: 240 }}
      />
    </label>
  );
}
