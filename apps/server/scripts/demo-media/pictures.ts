/** The SVG pictures of the demo: book pages and covers, exam pictures, banners, logo, frames. */
import type { Prop, Story, StoryPage } from '../../src/db/demo/bookStories.ts';
import type { PictureName } from '../../src/db/demo/examBank.ts';
import { FONT, drawBackdrop, drawProp, escapeXml, wrap } from './art.ts';

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const lines = (texts: string[], x: number, y: number, size: number, fill: string, weight = 700) =>
  texts
    .map(
      (t, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(t)}</text>`,
    )
    .join('');

/** A book page: the scene on top, the sentence below, the page number in the corner. */
export function bookPage(page: StoryPage, index: number): string {
  const text = wrap(page.text, 30);
  const size = text.length > 1 ? 34 : 40;
  return svg(
    800,
    600,
    `<clipPath id="s"><rect width="800" height="470"/></clipPath><g clip-path="url(#s)">${drawBackdrop(page.backdrop)}${page.props.map(drawProp).join('')}</g>` +
      `<rect y="470" width="800" height="130" fill="#fffdf7"/>` +
      lines(text, 400, text.length > 1 ? 522 : 548, size, '#33302e') +
      `<text x="770" y="585" font-family="${FONT}" font-size="18" fill="#9a8c98" text-anchor="end">${index}</text>`,
  );
}

/** A 3:4 cover: colour, the book's props, the title and its level. */
export function bookCover(story: Story): string {
  const title = wrap(story.title, 14);
  return svg(
    600,
    800,
    `<rect width="600" height="800" fill="${story.color}"/><circle cx="300" cy="440" r="230" fill="#fff" fill-opacity=".35"/>` +
      story.cover.map(drawProp).join('') +
      lines(title, 300, 110, 62, '#2b2d42') +
      `<rect x="225" y="700" width="150" height="50" rx="25" fill="#2b2d42"/>` +
      lines([`Level ${story.level}`], 300, 735, 26, '#fff'),
  );
}

const PAINT: Partial<Record<PictureName, string>> = {
  red: '#e63946',
  blue: '#4361ee',
  green: '#52b788',
  yellow: '#ffd60a',
};

function face(part: 'eye' | 'nose' | 'mouth' | 'ear'): string {
  const target: Record<typeof part, [number, number]> = {
    eye: [-28, -20],
    nose: [0, 10],
    mouth: [0, 45],
    ear: [-88, 0],
  };
  const [tx, ty] = target[part];
  return (
    `<g transform="translate(150 160)"><ellipse cx="-85" cy="0" rx="16" ry="26" fill="#f6c9a0"/><ellipse cx="85" cy="0" rx="16" ry="26" fill="#f6c9a0"/>` +
    `<circle r="85" fill="#f6c9a0"/><path d="M-85 -20 Q0 -130 85 -20 Q60 -70 -85 -20 Z" fill="#5a3825"/>` +
    `<ellipse cx="-28" cy="-20" rx="11" ry="8" fill="#fff"/><circle cx="-28" cy="-20" r="5" fill="#3d3d3d"/><ellipse cx="28" cy="-20" rx="11" ry="8" fill="#fff"/><circle cx="28" cy="-20" r="5" fill="#3d3d3d"/>` +
    `<path d="M0 -5 L-10 20 L8 20" stroke="#c98b65" stroke-width="4" fill="none"/><path d="M-25 42 Q0 62 25 42" stroke="#c0392b" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${tx}" cy="${ty}" r="24" fill="none" stroke="#e63946" stroke-width="5"/>` +
    `<path d="M${tx + 70} ${ty + 70} L${tx + 22} ${ty + 22}" stroke="#e63946" stroke-width="7" stroke-linecap="round"/><path d="M${tx + 18} ${ty + 18} L${tx + 44} ${ty + 26} L${tx + 26} ${ty + 44} Z" fill="#e63946"/></g>`
  );
}

/** A square exam picture (300 x 300) with no word on it: the picture is the question. */
export function examPicture(name: PictureName): string {
  let body: string;
  const paint = PAINT[name];
  if (paint)
    body = `<path d="M150 60 C220 50 255 110 240 160 C230 215 190 250 140 240 C80 235 50 190 60 140 C68 95 100 65 150 60 Z" fill="${paint}"/><circle cx="120" cy="115" r="14" fill="#fff" fill-opacity=".5"/>`;
  else if (name.startsWith('face-')) body = face(name.slice(5) as 'eye' | 'nose' | 'mouth' | 'ear');
  else {
    const scale: Record<string, number> = { dad: 1.9, mum: 1.9, grandma: 1.9, baby: 3 };
    const s = scale[name] ?? 2.2;
    body = drawProp({ kind: name as Prop['kind'], x: 150, y: s === 2.2 ? 155 : 165, s });
  }
  return svg(300, 300, `<rect width="300" height="300" rx="28" fill="#f1faee"/>${body}`);
}

/** A 750 x 300 home banner: colour, a title and a line in Chinese, props on the right. */
export function banner(color: string, title: string, subtitle: string, props: Prop[]): string {
  return svg(
    750,
    300,
    `<clipPath id="b"><rect width="750" height="300" rx="24"/></clipPath><g clip-path="url(#b)"><rect width="750" height="300" fill="${color}"/><circle cx="620" cy="150" r="150" fill="#fff" fill-opacity=".25"/></g>` +
      `<text x="48" y="130" font-family="${FONT}" font-size="56" font-weight="700" fill="#fff" stroke="#00000022" stroke-width="1">${escapeXml(title)}</text>` +
      `<text x="50" y="190" font-family="${FONT}" font-size="28" fill="#ffffff">${escapeXml(subtitle)}</text>` +
      `<rect x="50" y="215" width="150" height="46" rx="23" fill="#fff"/><text x="125" y="246" font-family="${FONT}" font-size="22" font-weight="700" fill="${color}" text-anchor="middle">去看看 &gt;</text>` +
      props.map(drawProp).join(''),
  );
}

/** The demo school's logo: a smiling star on a round badge. */
export function logo(): string {
  return svg(
    200,
    200,
    `<circle cx="100" cy="100" r="96" fill="#ffb703"/><circle cx="100" cy="100" r="80" fill="#fff"/>` +
      `<polygon points="100,28 119,74 168,76 130,106 143,154 100,127 57,154 70,106 32,76 81,74" fill="#ffb703"/>` +
      `<circle cx="88" cy="96" r="5" fill="#3d3d3d"/><circle cx="112" cy="96" r="5" fill="#3d3d3d"/><path d="M88 112 Q100 124 112 112" stroke="#3d3d3d" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
}

/** A 640 x 360 video frame (rendered to 320 x 180): scene plus a big caption. */
export function videoFrame(
  backdrop: StoryPage['backdrop'],
  props: Prop[],
  caption: string,
): string {
  return svg(
    640,
    360,
    `<g transform="scale(0.8 0.766)">${drawBackdrop(backdrop)}${props.map(drawProp).join('')}</g>` +
      `<rect x="0" y="290" width="640" height="70" fill="#000" fill-opacity=".45"/>` +
      lines([caption], 320, 338, 38, '#fff'),
  );
}

/** A video's cover: its first frame with a play button. */
export function videoCover(frame: string): string {
  return frame.replace(
    '</svg>',
    `<circle cx="320" cy="160" r="42" fill="#000" fill-opacity=".5"/><polygon points="306,138 306,182 344,160" fill="#fff"/></svg>`,
  );
}

/** A textbook's cover for the list (3:4). */
export function textbookCover(level: number, color: string): string {
  return svg(
    300,
    400,
    `<rect width="300" height="400" fill="${color}"/><rect x="20" y="20" width="260" height="360" rx="12" fill="#fff" fill-opacity=".3"/>` +
      `<polygon points="150,90 170,140 222,142 181,173 195,224 150,196 105,224 119,173 78,142 130,140" fill="#fff"/>` +
      lines(['Little Star', 'English'], 150, 280, 32, '#2b2d42') +
      lines([`Level ${level} · Student Book`], 150, 360, 18, '#2b2d42', 400),
  );
}
