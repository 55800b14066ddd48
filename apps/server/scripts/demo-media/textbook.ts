/** A demo textbook as a small PDF: a cover, a page per unit and a word list (A5 portrait). */
import type { DemoTextbook } from '../../src/db/demo/mediaCatalog.ts';
import { PdfPage, buildPdf } from './pdf.ts';

const W = 420;
const H = 595;
const COLOURS = ['#e63946', '#f77f00', '#52b788', '#4895ef', '#7209b7', '#ffb703'];

const star = (cx: number, cy: number, r: number): [number, number][] =>
  Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
  });

function cover(book: DemoTextbook): PdfPage {
  const p = new PdfPage(W, H).rect(0, 0, W, H, book.color);
  p.circle(60, 80, 40, '#ffffff').circle(370, 520, 60, '#ffffff').circle(350, 120, 18, '#ffffff');
  p.polygon(star(W / 2, 230, 90), '#ffffff');
  p.circle(W / 2 - 20, 225, 6, '#3d3d3d').circle(W / 2 + 20, 225, 6, '#3d3d3d');
  p.text(W / 2, 380, 'Little Star English', 30, '#2b2d42', true, true);
  p.text(W / 2, 420, `Level ${book.level}`, 24, '#2b2d42', true, true);
  p.text(W / 2, 450, 'Student Book', 18, '#2b2d42', false, true);
  return p;
}

function unitPage(unit: DemoTextbook['units'][number], page: number): PdfPage {
  const p = new PdfPage(W, H).rect(0, 0, W, H, '#fffdf7').rect(0, 0, W, 70, '#2a9d8f');
  p.text(24, 45, unit.name, 24, '#ffffff', true);
  p.text(24, 110, "Let's learn", 18, '#2a9d8f', true);
  unit.words.forEach((word, i) => {
    const x = 24 + (i % 2) * 190;
    const y = 130 + Math.floor(i / 2) * 70;
    p.rect(x, y, 176, 56, '#f1faee');
    p.circle(x + 28, y + 28, 18, COLOURS[i % COLOURS.length]!);
    p.text(x + 56, y + 35, word, 18, '#33302e', true);
  });
  const top = 150 + Math.ceil(unit.words.length / 2) * 70;
  p.text(24, top, "Let's talk", 18, '#2a9d8f', true);
  unit.sentences.forEach((s, i) => {
    p.circle(36, top + 34 + i * 44, 12, i % 2 ? '#f77f00' : '#4895ef');
    p.text(32, top + 39 + i * 44, i % 2 ? 'B' : 'A', 12, '#ffffff', true);
    p.text(58, top + 40 + i * 44, s, 16, '#33302e');
  });
  p.text(24, H - 60, 'Listen, point and say. Then read with a friend.', 12, '#6c757d');
  p.text(W / 2, H - 24, String(page), 12, '#9a8c98', false, true);
  return p;
}

function wordList(book: DemoTextbook, page: number): PdfPage {
  const p = new PdfPage(W, H).rect(0, 0, W, H, '#fffdf7').rect(0, 0, W, 70, '#f77f00');
  p.text(24, 45, 'My Words', 24, '#ffffff', true);
  book.units
    .flatMap((u) => u.words)
    .forEach((word, i) => {
      const y = 100 + i * 30;
      p.rect(30, y, 16, 16, '#dee2e6').rect(33, y + 3, 10, 10, '#ffffff');
      p.text(60, y + 14, word, 15, '#33302e');
    });
  p.text(W / 2, H - 24, String(page), 12, '#9a8c98', false, true);
  return p;
}

/** The PDF and its page count. */
export function textbookPdf(book: DemoTextbook): { pdf: Buffer; pages: number } {
  const pages = [cover(book), ...book.units.map((u, i) => unitPage(u, i + 2))];
  pages.push(wordList(book, pages.length + 1));
  return { pdf: buildPdf(pages, `Little Star English Level ${book.level}`), pages: pages.length };
}
