import { useTranslation } from 'react-i18next';
import { safeImageAddress } from '@school/contract/helpers/media';
import { Page } from '../../components/Page.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useSchool } from '../../features/content/api.ts';
import styles from '../../features/content/components/content.module.css';

/** 关于我们: the school (aboutUss/view), kept in the store as companyInfo. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const school = useSchool();
  if (school.isPending)
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  if (school.isError)
    return (
      <Page>
        <ErrorState fill onRetry={() => void school.refetch()} />
      </Page>
    );
  const s = school.data;
  // The server shows only checked pictures; an odd address is still never put in an <img>.
  const logo = safeImageAddress(s.logo);
  const serviceQr = safeImageAddress(s.serviceQr);
  const contacts = [
    ['phone', s.phone],
    ['email', s.email],
    ['wechat', s.wechat],
    ['address', s.address],
  ] as const;
  return (
    <Page>
      <div className={styles.center}>
        {logo && <img className={styles.logo} src={logo} alt="" />}
        <h2>{s.name}</h2>
        <p>{s.slogan}</p>
      </div>
      <section className={styles.card}>
        <RichText className={styles.body} text={s.intro} />
      </section>
      <section className={styles.card}>
        {contacts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className={styles.contact}>
              <span>{t(`learn.content.${k}`)}</span>
              {k === 'phone' ? <a href={`tel:${v}`}>{v}</a> : <span>{v}</span>}
            </div>
          ))}
      </section>
      {serviceQr && (
        <section className={`${styles.card} ${styles.center}`}>
          <img className={styles.qr} src={serviceQr} alt={t('learn.content.serviceQrAlt')} />
          <p>{t('learn.content.serviceQr')}</p>
        </section>
      )}
    </Page>
  );
}
