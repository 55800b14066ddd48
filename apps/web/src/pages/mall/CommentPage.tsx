import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { StarInput } from '../../components/StarRating.tsx';
import { useOrder, useReviewOrder } from '../../features/orders/api.ts';
import { hasOrder, OrderStates } from '../../features/orders/components/OrderStates.tsx';
import { OrderSummary } from '../../features/orders/components/OrderSummary.tsx';
import { ORDER_REVIEW_MAX_LENGTH } from '../../features/orders/rules.ts';
import { go, navigateBack, redirectTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './CommentPage.module.css';

/** 评价: stars and a few words about a paid order, once per order. */
export default function CommentPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const id = idParam(query.orderId ?? query.id);
  const token = useDataStore((s) => s.token);
  const order = useOrder(token ? id : undefined);
  const review = useReviewOrder();
  const [stars, setStars] = useState(0);
  const [content, setContent] = useState('');
  const [missingStars, setMissingStars] = useState(false);

  const toOrders = (
    <StateButton onClick={() => go(redirectTo('/pages/mine/order'))}>
      {t('pay.toOrders')}
    </StateButton>
  );
  if (!hasOrder(order, !token || id === undefined)) {
    return <OrderStates order={order} missing={!token || id === undefined} />;
  }
  const o = order.data;
  if (!o.canReview) {
    return (
      <Page>
        <OrderSummary order={o} />
        <EmptyState
          icon="sparkle"
          title={o.reviewed ? t('comment.done') : t('comment.notPaid')}
          action={toOrders}
        />
      </Page>
    );
  }

  const submit = () => {
    if (stars < 1) {
      setMissingStars(true);
      return;
    }
    review.mutate(
      { orderId: o.id, stars, content: content.trim() },
      {
        onSuccess: () => {
          showSuccessToast(t('comment.success'));
          go(navigateBack());
        },
      },
    );
  };

  return (
    <Page>
      <OrderSummary order={o} />
      <section className={styles.card}>
        <h2 className={styles.question}>{t('comment.title')}</h2>
        <div className={styles.stars}>
          <StarInput
            value={stars}
            onChange={(n) => {
              setStars(n);
              setMissingStars(false);
            }}
            label={t('comment.stars')}
            disabled={review.isPending}
          />
          {missingStars && (
            <p className={styles.error} role="alert">
              {t('comment.pickStars')}
            </p>
          )}
        </div>
      </section>
      <section className={styles.card}>
        <label className={styles.label} htmlFor="order-review">
          {t('comment.content')}
        </label>
        <textarea
          id="order-review"
          className={styles.textarea}
          value={content}
          maxLength={ORDER_REVIEW_MAX_LENGTH}
          placeholder={t('comment.placeholder')}
          onChange={(e) => setContent(e.target.value)}
          disabled={review.isPending}
          rows={5}
        />
        <p className={styles.counter}>
          {content.length}/{ORDER_REVIEW_MAX_LENGTH}
        </p>
      </section>
      <BottomBar>
        <PrimaryButton className={styles.submit} onClick={submit} loading={review.isPending}>
          {t('comment.submit')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
