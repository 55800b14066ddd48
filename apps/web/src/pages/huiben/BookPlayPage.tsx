import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { ZoomImage } from '../../components/ZoomImage.tsx';
import { useBook } from '../../features/books/api.ts';
import { useBookPlayer } from '../../features/books/useBookPlayer.ts';
import { go, navigateBack } from '../../lib/navigation.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './huiben.module.css';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} fill="currentColor" />
  </svg>
);
const icons = {
  back: icon('M15.4 4.6L8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z'),
  prev: icon('M6 5h2v14H6zM20 5v14L9 12z'),
  next: icon('M16 5h2v14h-2zM4 5l11 7-11 7z'),
  play: icon('M8 5v14l11-7z'),
  pause: icon('M7 5h4v14H7zM13 5h4v14h-4z'),
  repeat: icon('M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z'),
};

/** The picture-book player: full screen, page by page, each page read aloud, turning by itself. */
export default function BookPlayPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const book = useBook(id);
  const player = useBookPlayer(book.data);

  if (id === undefined)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.books.notFound')} />
      </Page>
    );
  if (book.isPending)
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  if (book.isError)
    return (
      <Page>
        <ErrorState fill onRetry={() => void book.refetch()} />
      </Page>
    );
  const data = book.data;
  const page = player.page;
  if (!page)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.books.notFound')} />
      </Page>
    );

  return (
    <div className={styles.player} data-testid="book-player" data-page={player.index + 1}>
      <header className={styles.top}>
        <button
          type="button"
          className={styles.iconBtn}
          aria-label={t('learn.books.back')}
          onClick={() => go(navigateBack())}
        >
          {icons.back}
        </button>
        <h1>{data.title}</h1>
      </header>
      <div className={styles.stage}>
        <ZoomImage key={page.index} src={page.image} alt={page.text} />
        {player.blocked && (
          <button type="button" className={styles.overlay} onClick={player.toggle}>
            {t('learn.books.tapToPlay')}
          </button>
        )}
        {player.finished && (
          <div className={styles.finished}>
            {t('learn.books.finished')}
            <button
              type="button"
              className={styles.primary}
              style={{ padding: '0 2rem' }}
              onClick={player.restart}
            >
              {t('learn.books.again')}
            </button>
          </div>
        )}
      </div>
      <p className={styles.text}>{page.text || (page.audio ? '' : t('learn.books.noAudio'))}</p>
      {page.audio && (
        <audio
          ref={player.audioRef}
          src={page.audio}
          preload="auto"
          onEnded={player.onEnded}
          onTimeUpdate={player.onTimeUpdate}
        />
      )}
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('learn.books.readingProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(player.progress * 100)}
      >
        <div className={styles.barFill} style={{ width: `${player.progress * 100}%` }} />
      </div>
      <p className={styles.pageNo} data-testid="page-number">
        {t('learn.books.pageOf', { page: player.index + 1, total: player.total })}
      </p>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.iconBtn}
          aria-label={t('learn.books.prev')}
          disabled={player.index === 0}
          onClick={() => player.goTo(player.index - 1)}
        >
          {icons.prev}
        </button>
        <button
          type="button"
          className={`${styles.iconBtn} ${styles.playBtn}`}
          aria-label={player.playing ? t('learn.books.pause') : t('learn.books.play')}
          onClick={player.toggle}
        >
          {player.playing ? icons.pause : icons.play}
        </button>
        <button
          type="button"
          className={styles.iconBtn}
          aria-label={t('learn.books.repeat')}
          disabled={!page.audio}
          onClick={player.repeat}
        >
          {icons.repeat}
        </button>
        <button
          type="button"
          className={styles.iconBtn}
          aria-label={t('learn.books.next')}
          disabled={player.index + 1 >= player.total}
          onClick={() => player.goTo(player.index + 1)}
        >
          {icons.next}
        </button>
      </div>
    </div>
  );
}
