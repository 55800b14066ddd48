import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import { setLanguage, type Language } from '../lib/i18n.ts';

/** 中文 / English. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('common.language')}
      size="small"
      value={i18n.language === 'en' ? 'en' : 'zh'}
      onChange={(v) => void setLanguage(v)}
      options={[
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'English' },
      ]}
      style={{ width: 100 }}
    />
  );
}
