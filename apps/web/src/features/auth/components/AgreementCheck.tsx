import { useTranslation } from 'react-i18next';
import { go, navigateTo } from '../../../lib/navigation.ts';
import styles from './AuthForm.module.css';

export interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Draws attention after a submit without the box ticked. */
  highlight?: boolean;
}

/** 我已阅读并同意《用户协议》和《儿童隐私政策》, with links to the texts. */
export function AgreementCheck({ checked, onChange, highlight }: AgreementCheckProps) {
  const { t } = useTranslation();
  const open = (tab: 'user' | 'privacy') => (e: React.MouseEvent) => {
    e.preventDefault();
    go(navigateTo(`/pages/xieyi/index?tab=${tab}`));
  };
  return (
    <div className={`${styles.agreement} ${highlight ? styles.agreementError : ''}`}>
      <input
        id="agreement-check"
        type="checkbox"
        className={styles.check}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="agreement-text"
      />
      <span id="agreement-text">
        <label htmlFor="agreement-check">{t('auth.agreePrefix')}</label>
        <a href="#/pages/xieyi/index?tab=user" onClick={open('user')}>
          {t('auth.userAgreement')}
        </a>
        {t('auth.and')}
        <a href="#/pages/xieyi/index?tab=privacy" onClick={open('privacy')}>
          {t('auth.privacyPolicy')}
        </a>
      </span>
    </div>
  );
}
