import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/pdfviewer/index: its nav bar, title and an honest empty state until its own issue fills it. */
export default function PdfViewerPage() {
  return <ComingSoon />;
}
