import { useEffect, useState } from 'react';

/**
 * Loads pdf.js (and points it at its worker) only when a PDF is shown: it is far bigger than a
 * screen. Shared by 查看教材 (/pages/pdfviewer/index) and the classroom's courseware.
 */
export async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL(
    'pdfjs-dist/build/pdf.worker.min.mjs',
    import.meta.url,
  ).href;
  return pdfjs;
}

export type PdfDocument = Awaited<
  ReturnType<Awaited<ReturnType<typeof loadPdfJs>>['getDocument']>['promise']
>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export interface PdfDocumentState {
  /** `none` without an address. */
  state: 'none' | 'loading' | 'ready' | 'error';
  doc: PdfDocument | null;
  /** Loads the document again (after an error). */
  retry: () => void;
}

/** The PDF at `url` (relative to the app's origin or absolute), loaded with pdf.js. */
export function usePdfDocument(url: string | null | undefined): PdfDocumentState {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [state, setState] = useState<PdfDocumentState['state']>(url ? 'loading' : 'none');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setDoc(null);
    if (!url) {
      setState('none');
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const task = pdfjs.getDocument({ url: new URL(url, window.location.origin).href });
        destroy = () => void task.destroy();
        const loaded = await task.promise;
        if (cancelled) return;
        setDoc(loaded);
        setState('ready');
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, attempt]);

  return { state, doc, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Sizes `canvas` for `page` at `scale` CSS pixels per PDF unit (sharp on screens of up to 2
 * device pixels per CSS pixel) and starts drawing; the returned task can be cancelled.
 */
export function drawPdfPage(page: PdfPage, canvas: HTMLCanvasElement, scale: number) {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  return page.render({ canvas, viewport });
}
