import { Radio } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../platform/i18n/language';
import { useLanguage } from '../../platform/i18n/use-language';

/** 中文 / English switch; each language is named in itself so anyone can find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Radio.Group
      type="button"
      size="small"
      aria-label={t('language.label')}
      value={language}
      options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
      onChange={(value: unknown) => {
        if (isLanguage(value)) setLanguage(value);
      }}
    />
  );
}
