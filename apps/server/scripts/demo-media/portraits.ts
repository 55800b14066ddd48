/**
 * Drawn portraits of the demo teachers (no real people, nothing downloaded): a friendly cartoon
 * head and shoulders, different skin, hair and clothes for each, and the frames of their short
 * intro videos.
 */
import { FONT, escapeXml } from './art.ts';

const SKIN = [
  '#f6d3b3',
  '#e8b48f',
  '#c98e62',
  '#f2c9a0',
  '#a86f48',
  '#f9dcc4',
  '#d9a07a',
  '#edc19c',
  '#fbe0c8',
  '#b97d55',
];
const HAIR = [
  '#5a3825',
  '#d9a441',
  '#2b2b2b',
  '#8a4b2a',
  '#1f1a17',
  '#b5651d',
  '#3b2a20',
  '#6d6d6d',
  '#e0b870',
  '#4a2f1d',
];
const SHIRT = [
  '#20c05c',
  '#4ea8ff',
  '#ff9448',
  '#9a7bff',
  '#ff7eb0',
  '#14b8a6',
  '#f0a500',
  '#5b7cfa',
  '#e85d75',
  '#2f9e6e',
];
const BACK = [
  '#e6f8ec',
  '#eaf5ff',
  '#fff1e3',
  '#f0ebff',
  '#fff0f6',
  '#e3f7f5',
  '#fff6e0',
  '#eef1ff',
  '#ffeef1',
  '#e8f5ee',
];

/** The head and shoulders on a 200 x 200 square, centred at (100, 100). */
function figure(i: number, sex: 1 | 2): string {
  const skin = SKIN[i % SKIN.length]!;
  const hair = HAIR[i % HAIR.length]!;
  const shirt = SHIRT[i % SHIRT.length]!;
  const longHair =
    sex === 2
      ? `<path d="M58 92 Q56 40 100 36 Q144 40 142 92 L146 150 Q124 138 122 120 L78 120 Q76 138 54 150 Z" fill="${hair}"/>`
      : '';
  const top =
    sex === 2
      ? `<path d="M64 84 Q70 44 100 44 Q132 44 138 84 Q120 62 96 66 Q78 70 64 84 Z" fill="${hair}"/>`
      : `<path d="M62 86 Q60 42 100 40 Q142 42 138 86 Q132 66 112 62 Q86 58 70 70 Q64 76 62 86 Z" fill="${hair}"/>`;
  const glasses =
    i % 4 === 3
      ? `<g fill="none" stroke="#3d3d3d" stroke-width="2.5"><circle cx="86" cy="94" r="10"/><circle cx="114" cy="94" r="10"/><path d="M96 94 H104"/></g>`
      : '';
  return (
    longHair +
    `<path d="M40 200 Q44 150 100 146 Q156 150 160 200 Z" fill="${shirt}"/>` +
    `<path d="M86 132 H114 V152 Q100 160 86 152 Z" fill="${skin}"/>` +
    `<ellipse cx="100" cy="94" rx="38" ry="44" fill="${skin}"/>` +
    `<ellipse cx="61" cy="98" rx="6" ry="9" fill="${skin}"/><ellipse cx="139" cy="98" rx="6" ry="9" fill="${skin}"/>` +
    top +
    `<path d="M78 82 Q86 77 94 82 M106 82 Q114 77 122 82" stroke="${hair}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="86" cy="94" r="4" fill="#2d2d2d"/><circle cx="114" cy="94" r="4" fill="#2d2d2d"/>` +
    glasses +
    `<circle cx="76" cy="110" r="6" fill="#ff7eb0" fill-opacity=".35"/><circle cx="124" cy="110" r="6" fill="#ff7eb0" fill-opacity=".35"/>` +
    `<path d="M88 114 Q100 126 112 114" stroke="#8a3b2a" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
  );
}

/** The teacher's photo for lists and their page (200 x 200, square; the app rounds it). */
export function teacherPortrait(i: number, sex: 1 | 2): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${BACK[i % BACK.length]}"/>${figure(i, sex)}</svg>\n`
  );
}

/** A 640 x 360 frame of the intro video: the teacher waving hello, a caption below. */
export function introFrame(i: number, sex: 1 | 2, caption: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<rect width="640" height="360" fill="${BACK[i % BACK.length]}"/>` +
    `<g transform="translate(200 10) scale(1.4)">${figure(i, sex)}</g>` +
    `<rect x="0" y="290" width="640" height="70" fill="#000" fill-opacity=".45"/>` +
    `<text x="320" y="338" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text></svg>\n`
  );
}
