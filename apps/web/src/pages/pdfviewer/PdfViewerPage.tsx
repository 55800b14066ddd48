import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { drawPdfPage, usePdfDocument } from '../../lib/pdf.ts';
import { usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './pdfviewer.module.css';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/** 查看教材 (?url=&title=): every page of a PDF drawn to a canvas, pinch to zoom, no bounce. */
export default function PdfViewerPage() {
  const { t } = useTranslation();
  const { url = '', title } = usePageQuery();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  const { doc, state, retry } = usePdfDocument(url);
  const [zoom, setZoom] = useState(1);
  const pinch = useRef<{ dist: number; zoom: number } | null>(null);

  useEffect(() => {
    const host = container.current;
    if (!doc || !host) return;
    let cancelled = false;
    host.replaceChildren();
    const width = (viewer.current?.clientWidth ?? 375) - 24;
    void (async () => {
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        if (cancelled) return;
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-label', `${n} / ${doc.numPages}`);
        host.appendChild(canvas);
        const base = page.getViewport({ scale: 1 });
        await drawPdfPage(page, canvas, width / base.width).promise.catch(() => undefined);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [doc]);

  const distance = (e: React.TouchEvent) => {
    const [a, b] = [e.touches[0], e.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
  };

  if (!url)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.content.pdfMissing')} />
      </Page>
    );
  return (
    <Page title={title || undefined} flush>
      <div
        ref={viewer}
        className={styles.viewer}
        data-testid="pdf-viewer"
        // A scrolling region the keyboard can reach and scroll (arrow keys, space).
        tabIndex={0}
        role="region"
        aria-label={title || t('titles.pdfviewer.index')}
        onTouchStart={(e) => {
          if (e.touches.length === 2) pinch.current = { dist: distance(e), zoom };
        }}
        onTouchMove={(e) => {
          const p = pinch.current;
          if (p && e.touches.length === 2 && p.dist > 0) {
            setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (p.zoom * distance(e)) / p.dist)));
          }
        }}
        onTouchEnd={(e) => {
          if (e.touches.length < 2) pinch.current = null;
        }}
      >
        {state === 'loading' && (
          <div className={styles.onDark}>
            <LoadingState fill label={t('learn.content.pdfLoading')} />
          </div>
        )}
        {state === 'error' && (
          <ErrorState fill title={t('learn.content.pdfError')} onRetry={retry} />
        )}
        <div ref={container} className={styles.pages} style={{ zoom }} />
      </div>
      {state === 'ready' && doc && doc.numPages > 0 && (
        <span className={styles.count}>{t('learn.content.pdfPages', { count: doc.numPages })}</span>
      )}
    </Page>
  );
}
