import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { drawPdfPage, usePdfDocument } from '../../lib/pdf.ts';

export interface Courseware {
  state: 'none' | 'loading' | 'ready' | 'error';
  pageCount: number;
  retry: () => void;
}

/**
 * The lesson's PDF courseware, one page at a time, drawn to fit the box `host` (pdf.js is loaded
 * only here, as on 查看教材). Redraws when the page or the box's size changes.
 */
export function useCourseware(
  url: string | null | undefined,
  page: number,
  host: RefObject<HTMLDivElement | null>,
  canvas: RefObject<HTMLCanvasElement | null>,
): Courseware {
  const { doc, state, retry } = usePdfDocument(url);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const rendering = useRef<{ cancel: () => void } | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((s) =>
        Math.abs(s.w - width) < 4 && Math.abs(s.h - height) < 4 ? s : { w: width, h: height },
      );
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [host, state]);

  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target || size.w === 0) return;
    let stale = false;
    void (async () => {
      const n = Math.min(Math.max(1, page), doc.numPages);
      const pdfPage = await doc.getPage(n);
      if (stale) return;
      const base = pdfPage.getViewport({ scale: 1 });
      const fit = Math.min(size.w / base.width, (size.h || Infinity) / base.height);
      rendering.current?.cancel();
      const task = drawPdfPage(pdfPage, target, fit);
      rendering.current = task;
      await task.promise.catch(() => undefined);
    })();
    return () => {
      stale = true;
    };
  }, [doc, page, size, canvas]);

  return { state, pageCount: doc?.numPages ?? 0, retry };
}
