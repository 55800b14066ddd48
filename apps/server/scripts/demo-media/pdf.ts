/**
 * A minimal PDF writer for the demo textbooks: pages of vector shapes and text in the standard
 * Helvetica fonts (no embedded fonts, no images, no compression), enough for pdf.js to show.
 */

type Rgb = [number, number, number];

const hex = (c: string): Rgb => {
  const n = parseInt(c.replace('#', ''), 16);
  return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};
const f = (n: number) => (Math.round(n * 100) / 100).toString();
const rgb = (c: string) => hex(c).map(f).join(' ');
const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** One page's drawing, top-left origin like the screen (PDF's own origin is bottom-left). */
export class PdfPage {
  ops: string[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  rect(x: number, y: number, w: number, h: number, color: string) {
    this.ops.push(`${rgb(color)} rg ${f(x)} ${f(this.height - y - h)} ${f(w)} ${f(h)} re f`);
    return this;
  }

  circle(cx: number, cy: number, r: number, color: string) {
    const y = this.height - cy;
    const k = 0.5523 * r;
    this.ops.push(
      `${rgb(color)} rg ${f(cx + r)} ${f(y)} m ` +
        `${f(cx + r)} ${f(y + k)} ${f(cx + k)} ${f(y + r)} ${f(cx)} ${f(y + r)} c ` +
        `${f(cx - k)} ${f(y + r)} ${f(cx - r)} ${f(y + k)} ${f(cx - r)} ${f(y)} c ` +
        `${f(cx - r)} ${f(y - k)} ${f(cx - k)} ${f(y - r)} ${f(cx)} ${f(y - r)} c ` +
        `${f(cx + k)} ${f(y - r)} ${f(cx + r)} ${f(y - k)} ${f(cx + r)} ${f(y)} c f`,
    );
    return this;
  }

  /** A filled polygon. */
  polygon(points: [number, number][], color: string) {
    const [first, ...rest] = points;
    if (!first) return this;
    const y = (v: number) => f(this.height - v);
    this.ops.push(
      `${rgb(color)} rg ${f(first[0])} ${y(first[1])} m ${rest.map(([px, py]) => `${f(px)} ${y(py)} l`).join(' ')} h f`,
    );
    return this;
  }

  /** Text with its baseline at y; `bold` uses Helvetica-Bold; `center` centres it on x. */
  text(
    x: number,
    y: number,
    s: string,
    size: number,
    color = '#333333',
    bold = false,
    center = false,
  ) {
    // Helvetica's average advance is about half the size; good enough to centre a short title.
    const dx = center ? (s.length * size * 0.52) / 2 : 0;
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${f(size)} Tf ${rgb(color)} rg ${f(x - dx)} ${f(this.height - y)} Td ${pdfString(s)} Tj ET`,
    );
    return this;
  }
}

/** Serialises pages into a PDF 1.4 file with a correct cross-reference table. */
export function buildPdf(pages: PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  /** Adds an object; its number (1-based) is the new length. */
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const fontRegular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const fontBold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const info = add(`<< /Title ${pdfString(title)} /Producer (demo-media generator) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const stream = page.ops.join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
          `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
