/**
 * A tiny clip-art kit for the demo pictures: each prop is drawn around (0, 0) in about a
 * 100 x 100 box; `place` moves and scales it. Plain shapes only, so every file stays a few KB.
 */
import type { Backdrop, Prop, PropKind } from '../../src/db/demo/bookStories.ts';

const SKIN = '#f6c9a0';
const INK = '#3d3d3d';

const eyes = (dx: number, y: number, r = 3.5, cx = 0) =>
  `<circle cx="${cx - dx}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${cx + dx}" cy="${y}" r="${r}" fill="${INK}"/>`;

function person(role: string): string {
  // role: height, clothes, hair
  const spec: Record<
    string,
    [number, string, string, 'short' | 'long' | 'bun' | 'tails' | 'none']
  > = {
    dad: [1.25, '#457b9d', '#5a3825', 'short'],
    mum: [1.15, '#e76f51', '#7b3f00', 'long'],
    sister: [0.95, '#f28ab2', '#3d2314', 'tails'],
    brother: [0.85, '#2a9d8f', '#3d2314', 'short'],
    baby: [0.6, '#ffd166', '#e0b080', 'none'],
    grandma: [1.05, '#9b5de5', '#c0c0c0', 'bun'],
    child: [0.9, '#f4a261', '#3d2314', 'short'],
  };
  const [h, cloth, hairColor, hair] = spec[role] ?? spec.child!;
  const female = role === 'mum' || role === 'sister' || role === 'grandma';
  const body = female
    ? `<path d="M-22 -5 L22 -5 L32 45 L-32 45 Z" fill="${cloth}"/>`
    : `<rect x="-22" y="-5" width="44" height="42" rx="10" fill="${cloth}"/><rect x="-18" y="35" width="14" height="12" fill="#264653"/><rect x="4" y="35" width="14" height="12" fill="#264653"/>`;
  const hairShape = {
    short: `<path d="M-22 -34 Q0 -62 22 -34 Q12 -46 -22 -34 Z" fill="${hairColor}"/>`,
    long: `<path d="M-25 -30 Q0 -68 25 -30 L27 0 L17 0 L15 -30 L-15 -30 L-17 0 L-27 0 Z" fill="${hairColor}"/>`,
    bun: `<circle cx="0" cy="-60" r="10" fill="${hairColor}"/><path d="M-23 -32 Q0 -62 23 -32 Z" fill="${hairColor}"/>`,
    tails: `<path d="M-22 -34 Q0 -62 22 -34 Z" fill="${hairColor}"/><circle cx="-27" cy="-30" r="8" fill="${hairColor}"/><circle cx="27" cy="-30" r="8" fill="${hairColor}"/>`,
    none: `<path d="M-6 -58 Q0 -66 6 -58" stroke="${hairColor}" stroke-width="3" fill="none"/>`,
  }[hair];
  const legs = female
    ? `<rect x="-14" y="45" width="8" height="14" fill="${SKIN}"/><rect x="6" y="45" width="8" height="14" fill="${SKIN}"/>`
    : '';
  return `<g transform="scale(${h})">${body}${legs}<circle cx="0" cy="-30" r="23" fill="${SKIN}"/>${hairShape}${eyes(8, -32, 3)}<path d="M-7 -20 Q0 -14 7 -20" stroke="${INK}" stroke-width="2.5" fill="none"/>${role === 'grandma' ? `<circle cx="-8" cy="-32" r="7" fill="none" stroke="${INK}" stroke-width="1.5"/><circle cx="8" cy="-32" r="7" fill="none" stroke="${INK}" stroke-width="1.5"/>` : ''}</g>`;
}

const PROPS: Record<PropKind, (color?: string) => string> = {
  cat: (c = '#f4a261') =>
    `<path d="M30 25 Q60 10 50 -15" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/><ellipse cx="5" cy="22" rx="35" ry="24" fill="${c}"/><circle cx="-22" cy="-12" r="25" fill="${c}"/><path d="M-44 -24 L-40 -50 L-26 -34 Z M-18 -36 L-4 -50 L-2 -24 Z" fill="${c}"/>${eyes(9, -14, 3.5, -22)}<circle cx="-22" cy="-4" r="3" fill="#e76f51"/><path d="M-34 -2 L-52 -6 M-34 2 L-52 4 M-10 -2 L8 -6 M-10 2 L8 4" stroke="${INK}" stroke-width="1.5"/>`,
  dog: (c = '#b5835a') =>
    `<path d="M32 10 Q52 0 48 -18" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/><ellipse cx="5" cy="20" rx="36" ry="24" fill="${c}"/><circle cx="-24" cy="-12" r="24" fill="${c}"/><ellipse cx="-44" cy="-8" rx="9" ry="18" fill="#7f5539"/><ellipse cx="-4" cy="-8" rx="9" ry="18" fill="#7f5539"/>${eyes(8, -16, 3.5, -24)}<ellipse cx="-24" cy="-2" rx="6" ry="4" fill="${INK}"/><rect x="-20" y="38" width="9" height="12" fill="${c}"/><rect x="16" y="38" width="9" height="12" fill="${c}"/>`,
  fish: (c = '#ff9f1c') =>
    `<path d="M-36 0 L-60 -20 L-60 20 Z" fill="${c}"/><ellipse cx="0" cy="0" rx="40" ry="22" fill="${c}"/><path d="M-5 -20 Q5 -36 15 -20 Z" fill="${c}"/><circle cx="20" cy="-5" r="5" fill="#fff"/><circle cx="21" cy="-5" r="2.5" fill="${INK}"/><path d="M28 8 Q33 10 36 6" stroke="${INK}" stroke-width="2" fill="none"/>`,
  bird: (c = '#4cc9f0') =>
    `<circle cx="0" cy="0" r="26" fill="${c}"/><ellipse cx="-6" cy="6" rx="16" ry="10" fill="#fff" fill-opacity=".5"/><path d="M24 -4 L40 2 L24 8 Z" fill="#f9c74f"/><circle cx="10" cy="-8" r="4" fill="${INK}"/><path d="M-4 26 L-6 40 M6 26 L8 40" stroke="#f9c74f" stroke-width="3"/>`,
  bear: (c = '#8d5a3b') =>
    `<ellipse cx="0" cy="28" rx="40" ry="34" fill="${c}"/><circle cx="-26" cy="-40" r="12" fill="${c}"/><circle cx="26" cy="-40" r="12" fill="${c}"/><circle cx="0" cy="-20" r="32" fill="${c}"/><ellipse cx="0" cy="-8" rx="14" ry="10" fill="#e9c9a8"/><ellipse cx="0" cy="-12" rx="5" ry="4" fill="${INK}"/>${eyes(12, -26)}<ellipse cx="0" cy="32" rx="22" ry="20" fill="#e9c9a8"/>`,
  ball: (c = '#4361ee') =>
    `<circle cx="0" cy="0" r="25" fill="${c}"/><path d="M-25 0 Q0 -14 25 0" stroke="#fff" stroke-width="5" fill="none"/><circle cx="-9" cy="-12" r="5" fill="#fff" fill-opacity=".6"/>`,
  apple: () =>
    `<circle cx="0" cy="5" r="28" fill="#e63946"/><rect x="-2" y="-32" width="5" height="14" fill="#6d4c41"/><ellipse cx="12" cy="-26" rx="11" ry="6" fill="#52b788" transform="rotate(-25 12 -26)"/><circle cx="-10" cy="-4" r="6" fill="#fff" fill-opacity=".45"/>`,
  banana: () =>
    `<path d="M-40 -20 Q-30 40 40 20 Q-10 28 -28 -22 Z" fill="#ffd60a" stroke="#e0a800" stroke-width="3"/><path d="M-40 -20 L-34 -30" stroke="#6d4c41" stroke-width="5"/>`,
  cake: () =>
    `<rect x="-36" y="-6" width="72" height="40" rx="6" fill="#f4acb7"/><path d="M-36 0 Q-24 12 -12 0 Q0 12 12 0 Q24 12 36 0 L36 -8 L-36 -8 Z" fill="#fff"/><rect x="-3" y="-30" width="6" height="22" fill="#4895ef"/><path d="M0 -42 Q7 -32 0 -30 Q-7 -32 0 -42 Z" fill="#f77f00"/>`,
  sun: () =>
    `<g stroke="#ffb703" stroke-width="6" stroke-linecap="round">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<line x1="0" y1="-44" x2="0" y2="-58" transform="rotate(${a})"/>`).join('')}</g><circle cx="0" cy="0" r="36" fill="#ffd60a"/>${eyes(11, -6, 4)}<path d="M-12 8 Q0 20 12 8" stroke="${INK}" stroke-width="3" fill="none"/>`,
  moon: () => `<path d="M10 -40 A42 42 0 1 0 10 40 A32 32 0 1 1 10 -40 Z" fill="#ffe66d"/>`,
  star: (c = '#ffe66d') =>
    `<polygon points="0,-16 4.7,-6.5 15.2,-4.9 7.6,2.5 9.4,12.9 0,8 -9.4,12.9 -7.6,2.5 -15.2,-4.9 -4.7,-6.5" fill="${c}"/>`,
  cloud: (c = '#fff') =>
    `<g fill="${c}"><circle cx="-28" cy="6" r="20"/><circle cx="0" cy="-8" r="28"/><circle cx="30" cy="6" r="20"/><rect x="-28" y="6" width="58" height="20"/></g>`,
  raincloud: () =>
    `<g fill="#8d99ae"><circle cx="-28" cy="6" r="20"/><circle cx="0" cy="-8" r="28"/><circle cx="30" cy="6" r="20"/><rect x="-28" y="6" width="58" height="20"/></g><g stroke="#4895ef" stroke-width="4" stroke-linecap="round"><line x1="-24" y1="36" x2="-30" y2="50"/><line x1="0" y1="36" x2="-6" y2="50"/><line x1="24" y1="36" x2="18" y2="50"/></g>`,
  tree: () =>
    `<rect x="-10" y="0" width="20" height="60" fill="#8d6e63"/><circle cx="0" cy="-20" r="42" fill="#52b788"/><circle cx="-30" cy="0" r="26" fill="#40916c"/><circle cx="30" cy="0" r="26" fill="#40916c"/>`,
  flower: (c = '#f72585') =>
    `<line x1="0" y1="0" x2="0" y2="40" stroke="#2d6a4f" stroke-width="4"/><g fill="${c}"><circle cx="0" cy="-12" r="9"/><circle cx="11" cy="-4" r="9"/><circle cx="7" cy="9" r="9"/><circle cx="-7" cy="9" r="9"/><circle cx="-11" cy="-4" r="9"/></g><circle cx="0" cy="0" r="7" fill="#ffd60a"/>`,
  house: () =>
    `<rect x="-45" y="-10" width="90" height="70" fill="#ffd6a5"/><polygon points="-55,-10 0,-55 55,-10" fill="#e76f51"/><rect x="-12" y="25" width="24" height="35" fill="#8d6e63"/><rect x="20" y="5" width="18" height="18" fill="#a2d2ff"/>`,
  mat: (c = '#e63946') =>
    `<rect x="-70" y="-10" width="140" height="20" rx="8" fill="${c}"/><path d="M-60 0 L60 0" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>`,
  umbrella: (c = '#e63946') =>
    `<path d="M-50 0 A50 50 0 0 1 50 0 Q37 -10 25 0 Q12 -10 0 0 Q-12 -10 -25 0 Q-37 -10 -50 0 Z" fill="${c}"/><path d="M0 0 L0 45 Q0 55 -10 52" stroke="${INK}" stroke-width="4" fill="none"/>`,
  boot: (c = '#ffd60a') =>
    `<path d="M-30 -45 L0 -45 L0 10 L32 10 Q40 10 40 22 L40 30 L-30 30 Z" fill="${c}" stroke="#e0a800" stroke-width="3"/>`,
  puddle: () => `<ellipse cx="0" cy="0" rx="70" ry="14" fill="#90e0ef"/>`,
  rainbow: () =>
    `<g fill="none" stroke-width="14">${['#e63946', '#f77f00', '#ffd60a', '#52b788', '#4895ef', '#7209b7'].map((c, i) => `<path d="M${-100 + i * 14} 0 A${100 - i * 14} ${100 - i * 14} 0 0 1 ${100 - i * 14} 0" stroke="${c}"/>`).join('')}</g>`,
  rock: () => `<path d="M-50 20 Q-45 -30 0 -35 Q45 -30 50 20 Z" fill="#8d99ae"/>`,
  heart: (c = '#f72585') =>
    `<path d="M0 14 C-30 -6 -22 -30 0 -16 C22 -30 30 -6 0 14 Z" fill="${c}"/>`,
  honey: () =>
    `<path d="M-26 -20 L26 -20 Q36 10 26 36 L-26 36 Q-36 10 -26 -20 Z" fill="#f4a300"/><rect x="-30" y="-30" width="60" height="12" rx="4" fill="#bc6c25"/><text x="0" y="14" font-size="14" font-weight="700" text-anchor="middle" fill="#fff" font-family="Arial, sans-serif">HONEY</text>`,
  book: (c = '#4895ef') =>
    `<rect x="-36" y="-28" width="72" height="56" rx="4" fill="${c}"/><rect x="-30" y="-22" width="60" height="44" fill="#fff"/><line x1="0" y1="-22" x2="0" y2="22" stroke="${c}" stroke-width="3"/><path d="M-24 -10 L-6 -10 M-24 0 L-6 0 M6 -10 L24 -10 M6 0 L24 0" stroke="#adb5bd" stroke-width="3"/>`,
  dad: () => person('dad'),
  mum: () => person('mum'),
  sister: () => person('sister'),
  brother: () => person('brother'),
  baby: () => person('baby'),
  grandma: () => person('grandma'),
  child: () => person('child'),
  note: (c = '#7209b7') =>
    `<path d="M-4 12 L-4 -20 L14 -26 L14 6" stroke="${c}" stroke-width="4" fill="none"/><ellipse cx="-10" cy="12" rx="8" ry="6" fill="${c}"/><ellipse cx="8" cy="6" rx="8" ry="6" fill="${c}"/>`,
};

export function drawProp(p: Prop): string {
  const flip = p.flip ? ' scale(-1 1)' : '';
  return `<g transform="translate(${p.x} ${p.y}) scale(${p.s ?? 1})${flip}">${PROPS[p.kind](p.color)}</g>`;
}

/** Backgrounds of an 800 x 470 scene. */
export function drawBackdrop(b: Backdrop, w = 800, h = 470): string {
  const ground = (y: number, c: string) =>
    `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${c}"/>`;
  switch (b) {
    case 'room':
      return `<rect width="${w}" height="${h}" fill="#fdf0d5"/>${ground(h - 110, '#e9c46a')}<rect x="${w - 230}" y="60" width="150" height="120" fill="#bde0fe" stroke="#fff" stroke-width="8"/>`;
    case 'day':
      return `<rect width="${w}" height="${h}" fill="#bde0fe"/>${ground(h - 90, '#95d5b2')}`;
    case 'garden':
      return `<rect width="${w}" height="${h}" fill="#caf0f8"/>${ground(h - 110, '#74c69d')}`;
    case 'night':
      return `<rect width="${w}" height="${h}" fill="#1d3557"/>${ground(h - 80, '#2d6a4f')}`;
    case 'sea':
      return `<rect width="${w}" height="${h}" fill="#48cae4"/><rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="#00b4d8"/>${ground(h - 50, '#ffe8a3')}`;
    case 'night-sea':
      return `<rect width="${w}" height="${h}" fill="#023e8a"/><rect y="0" width="${w}" height="110" fill="#03045e"/>${ground(h - 50, '#c9b37e')}`;
    case 'rain':
      return `<rect width="${w}" height="${h}" fill="#ced4da"/>${ground(h - 90, '#95d5b2')}<g stroke="#4895ef" stroke-width="3" stroke-linecap="round" opacity=".6">${Array.from({ length: 24 }, (_, i) => `<line x1="${(i * 67) % w}" y1="${40 + ((i * 89) % (h - 160))}" x2="${((i * 67) % w) - 8}" y2="${58 + ((i * 89) % (h - 160))}"/>`).join('')}</g>`;
    case 'river':
      return `<rect width="${w}" height="${h}" fill="#bde0fe"/>${ground(h - 170, '#95d5b2')}<path d="M0 ${h - 90} Q${w / 2} ${h - 130} ${w} ${h - 90} L${w} ${h - 30} Q${w / 2} ${h - 70} 0 ${h - 30} Z" fill="#48cae4"/>`;
  }
}

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a sentence into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export const FONT = `'Comic Sans MS', 'Chalkboard SE', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', Arial, sans-serif`;
