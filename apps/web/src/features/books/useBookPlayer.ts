import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookDetail } from './api.ts';
import { lastPage, rememberPage } from './progress.ts';

/**
 * The picture-book player's state: the page shown (remembered per book), whether its audio plays,
 * and how far the clip has got. When a clip ends the next page opens and its audio plays on; after
 * the last page the book is finished.
 */
export function useBookPlayer(book: BookDetail | undefined) {
  const total = book?.pages.length ?? 0;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [finished, setFinished] = useState(false);
  const [fraction, setFraction] = useState(0);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const loadedFor = useRef<number | null>(null);

  // Start at the remembered page once the book is in.
  useEffect(() => {
    if (!book || loadedFor.current === book.id) return;
    loadedFor.current = book.id;
    setIndex(Math.min(lastPage(book.id), Math.max(1, book.pages.length)) - 1);
    setPlaying(true);
  }, [book]);

  useEffect(() => {
    if (book && total > 0) rememberPage(book.id, index + 1);
  }, [book, index, total]);

  const page = book?.pages[index];

  // Play or pause the element whenever the page or the wish changes.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !page?.audio) return;
    if (playing && !finished) {
      const started = audio.play();
      if (started && typeof started.catch === 'function') {
        started
          .then(() => setBlocked(false))
          .catch((e: unknown) => {
            // The browser wants a tap first (autoplay policy); anything else is a broken clip.
            if (e instanceof Error && e.name === 'NotAllowedError') {
              setPlaying(false);
              setBlocked(true);
            }
          });
      }
    } else {
      audio.pause();
    }
  }, [playing, finished, page]);

  // A page without audio waits for the child to turn it (no timer).
  const goTo = useCallback(
    (next: number) => {
      if (total === 0) return;
      setFinished(false);
      setFraction(0);
      setIndex(Math.max(0, Math.min(total - 1, next)));
    },
    [total],
  );

  const onEnded = useCallback(() => {
    setFraction(1);
    if (index + 1 < total) {
      setFraction(0);
      setIndex(index + 1);
    } else {
      setFinished(true);
      setPlaying(false);
    }
  }, [index, total]);

  const onTimeUpdate = useCallback(() => {
    const a = audioRef.current;
    if (a && a.duration > 0 && Number.isFinite(a.duration)) setFraction(a.currentTime / a.duration);
  }, []);

  const toggle = useCallback(() => {
    setBlocked(false);
    if (finished) {
      setFinished(false);
      setIndex(0);
      setPlaying(true);
      return;
    }
    setPlaying((p) => !p);
  }, [finished]);

  const repeat = useCallback(() => {
    const a = audioRef.current;
    setBlocked(false);
    setFinished(false);
    if (a) a.currentTime = 0;
    setFraction(0);
    setPlaying(true);
    if (a && playing) void a.play()?.catch(() => undefined);
  }, [playing]);

  const restart = useCallback(() => {
    setFinished(false);
    setFraction(0);
    setIndex(0);
    setPlaying(true);
  }, []);

  return {
    audioRef,
    index,
    page,
    total,
    playing,
    blocked,
    finished,
    progress: total === 0 ? 0 : Math.min(1, (index + (finished ? 1 : fraction)) / total),
    goTo,
    onEnded,
    onTimeUpdate,
    toggle,
    repeat,
    restart,
  };
}
