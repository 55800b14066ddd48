import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { RichText } from '../../components/RichText.tsx';
import { Section } from '../../components/Section.tsx';
import { Stars } from '../../components/StarRating.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { ProductReview } from '../../features/mall/api.ts';
import { useCreateOrder, useProduct, useProductReviews } from '../../features/mall/api.ts';
import { QuantityStepper } from '../../features/mall/components/QuantityStepper.tsx';
import { ORDER_QUANTITY_MAX } from '../../features/mall/rules.ts';
import { isApiError } from '../../lib/request.ts';
import { formatFen } from '../../lib/money.ts';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import { schoolDate, useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './DetailPage.module.css';

function Review({ review }: { review: ProductReview }) {
  const fmt = useDateFormat();
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <span className={styles.author}>{review.authorName}</span>
        <Stars value={review.stars} size="0.75rem" />
        <time dateTime={review.createdAt}>{fmt.monthDay(schoolDate(review.createdAt))}</time>
      </div>
      {review.content && <p>{review.content}</p>}
    </li>
  );
}

function Reviews({ productId, count }: { productId: number; count: number }) {
  const { t } = useTranslation();
  const reviews = useProductReviews(productId);
  let body;
  if (reviews.isPending) body = <LoadingState />;
  else if (reviews.isError) {
    body = (
      <ErrorState
        title={t('mall.reviewsFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (reviews.data.list.length === 0) {
    body = <p className={styles.muted}>{t('mall.reviewsEmpty')}</p>;
  } else {
    body = (
      <ul className={styles.reviews}>
        {reviews.data.list.map((r) => (
          <Review key={r.id} review={r} />
        ))}
      </ul>
    );
  }
  return (
    <Section
      title={t('mall.reviews')}
      extra={
        count > 0 ? <span className={styles.muted}>{t('mall.sold', { n: count })}</span> : null
      }
    >
      {body}
    </Section>
  );
}

/** 购买次卡/课包: the product, its description and reviews, the quantity, and 立即购买. */
export default function DetailPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const token = useDataStore((s) => s.token);
  const product = useProduct(id);
  const create = useCreateOrder();
  const [quantity, setQuantity] = useState(1);

  if (
    id === undefined ||
    (product.isError && isApiError(product.error) && product.error.code === 2001)
  ) {
    return (
      <Page>
        <EmptyState
          fill
          title={t('mall.notFound')}
          description={t('mall.notFoundHint')}
          action={
            <StateButton onClick={() => go(switchTab('/pages/mall/index'))}>
              {t('mall.toMall')}
            </StateButton>
          }
        />
      </Page>
    );
  }
  if (product.isPending) {
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (product.isError) {
    return (
      <Page>
        <ErrorState
          fill
          title={t('mall.detailFailed')}
          description={t('ui.tapRetry')}
          onRetry={() => void product.refetch()}
        />
      </Page>
    );
  }

  const p = product.data;
  const buy = () => {
    if (!token) {
      go(navigateTo('/pages/login/login'));
      return;
    }
    create.mutate(
      { productId: p.id, quantity },
      { onSuccess: (order) => go(navigateTo(`/pages/mall/payorder?id=${order.id}`)) },
    );
  };

  return (
    <Page flush>
      <div className={styles.cover}>{p.cover && <img src={p.cover} alt={p.name} />}</div>
      <section className={styles.head}>
        <div className={styles.priceRow}>
          <strong className={styles.price} data-testid="product-price">
            {formatFen(p.price)}
          </strong>
          {p.listPrice !== null && p.listPrice > p.price && (
            <span className={styles.listPrice}>
              {t('mall.listPrice')} <del>{formatFen(p.listPrice)}</del>
            </span>
          )}
        </div>
        <h1 className={styles.name}>
          {p.name}
          {!p.onSale && <span className={styles.offSale}>{t('mall.offSale')}</span>}
        </h1>
        <div className={styles.rating}>
          {p.reviewCount > 0 ? (
            <>
              <Stars value={p.rating} size="0.875rem" showValue />
              <span>{t('mall.sold', { n: p.reviewCount })}</span>
            </>
          ) : (
            <span>{t('mall.noRating')}</span>
          )}
        </div>
      </section>

      <div className={styles.sections}>
        <Section title={t('mall.facts')}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('mall.factKind')}</dt>
              <dd>{t(`mall.${p.kind}`)}</dd>
            </div>
            <div>
              <dt>{t('mall.factLessons')}</dt>
              <dd>{t('mall.lessons', { n: p.lessonCount })}</dd>
            </div>
            <div>
              <dt>{t('mall.factValidity')}</dt>
              <dd>{t('mall.factValidityValue', { n: p.validityDays })}</dd>
            </div>
            <div>
              <dt>{p.courseLevel !== null ? t('mall.factLevel') : t('mall.factTeacher')}</dt>
              <dd>
                {p.courseLevel !== null
                  ? t('mall.level', { n: p.courseLevel })
                  : t('mall.anyTeacher')}
              </dd>
            </div>
          </dl>
        </Section>

        <Section title={t('mall.quantity')}>
          <div className={styles.quantity}>
            <span className={styles.muted}>{t('mall.quantityMax', { n: ORDER_QUANTITY_MAX })}</span>
            <QuantityStepper value={quantity} onChange={setQuantity} disabled={create.isPending} />
          </div>
        </Section>

        {p.description && (
          <Section title={t('mall.description')}>
            <RichText text={p.description} />
          </Section>
        )}

        <Reviews productId={p.id} count={p.reviewCount} />
      </div>

      <BottomBar label={t('mall.total')}>
        <div className={styles.total}>
          <span>
            {t('mall.total')}{' '}
            <strong data-testid="order-total">{formatFen(p.price * quantity)}</strong>
          </span>
          <small>{t('mall.totalLessons', { n: p.lessonCount * quantity })}</small>
        </div>
        <PrimaryButton onClick={buy} loading={create.isPending} disabled={!p.onSale}>
          {!p.onSale ? t('mall.cannotBuy') : token ? t('mall.buy') : t('mall.loginToBuy')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
