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
