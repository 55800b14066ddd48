/**
 * The demo banners, highlight videos and textbooks: what the demo loader stores and what
 * scripts/demo-media draws, speaks and encodes (public/demo/{banners,videos,textbooks}).
 */
import type { BannerLink } from '@school/contract/api/content';
import type { Backdrop, Prop } from './bookStories.ts';

export interface DemoBanner {
  slug: string;
  title: string;
  subtitle: string;
  color: string;
  props: Prop[];
  link: BannerLink;
}

export const BANNERS: DemoBanner[] = [
  {
    slug: 'picture-books',
    title: '绘本馆上新啦',
    subtitle: '7 本有声英文绘本，每天读一本',
    color: '#fb8500',
    props: [
      { kind: 'book', x: 560, y: 170, s: 2, color: '#219ebc' },
      { kind: 'cat', x: 660, y: 220, s: 1.1 },
    ],
    link: { type: 'route', target: '/pages/huiben/list' },
  },
  {
    slug: 'teachers',
    title: '外教 1 对 1',
    subtitle: '30 分钟专属课堂，开口说英语',
    color: '#219ebc',
    props: [
      { kind: 'child', x: 600, y: 170, s: 1.6 },
      { kind: 'star', x: 690, y: 80, s: 1.6 },
      { kind: 'note', x: 520, y: 90, s: 1.2, color: '#ffb703' },
    ],
    link: { type: 'route', target: '/pages/tuijian/index' },
  },
  {
    slug: 'open-day',
    title: '家长开放日',
    subtitle: '了解课程体系与学习方法',
    color: '#52b788',
    props: [
      { kind: 'house', x: 600, y: 160, s: 1.6 },
      { kind: 'heart', x: 690, y: 70, s: 1.4 },
    ],
    link: { type: 'web', target: '/static/demo/banners/open-day.html' },
  },
];

/** The mall tab's banners (`adv/list?position=mall`): the school's offers, in display order. */
export const MALL_BANNERS: DemoBanner[] = [
  {
    slug: 'mall-packs',
    title: '系统学课包',
    subtitle: 'Level 1–3 课包，按级别循序进阶',
    color: '#7b61c9',
    props: [
      { kind: 'book', x: 570, y: 175, s: 1.8, color: '#ffb703' },
      { kind: 'star', x: 680, y: 80, s: 1.4 },
      { kind: 'star', x: 520, y: 70, s: 0.9 },
    ],
    link: { type: 'route', target: '/pages/mall/list?type=pack' },
  },
  {
    slug: 'mall-cards',
    title: '次卡任选老师',
    subtitle: '10 节起购，想上就约',
    color: '#e76f51',
    props: [
      { kind: 'child', x: 610, y: 170, s: 1.5 },
      { kind: 'note', x: 520, y: 85, s: 1.1, color: '#ffb703' },
      { kind: 'heart', x: 700, y: 75, s: 1.1 },
    ],
    link: { type: 'route', target: '/pages/mall/list?type=card' },
  },
  {
    slug: 'mall-teachers',
    title: '好老师推荐',
    subtitle: '看看家长评分最高的外教',
    color: '#2a9d8f',
    props: [
      { kind: 'rainbow', x: 610, y: 215, s: 1.1 },
      { kind: 'star', x: 700, y: 75, s: 1.5 },
      { kind: 'heart', x: 530, y: 80, s: 1 },
    ],
    link: { type: 'route', target: '/pages/tuijian/index' },
  },
];

export interface DemoVideo {
  slug: string;
  title: string;
  narration: string;
  frames: { backdrop: Backdrop; props: Prop[]; caption: string }[];
}

export const VIDEOS: DemoVideo[] = [
  {
    slug: 'hello-song',
    title: 'Hello Song 一起唱你好歌',
    narration: 'Hello, hello! How are you? I am fine, thank you!',
    frames: [
      { backdrop: 'garden', props: [{ kind: 'child', x: 400, y: 300, s: 1.8 }], caption: 'Hello!' },
      {
        backdrop: 'day',
        props: [{ kind: 'sun', x: 400, y: 200, s: 1.6 }],
        caption: 'How are you?',
      },
      {
        backdrop: 'garden',
        props: [
          { kind: 'child', x: 330, y: 300, s: 1.6 },
          { kind: 'heart', x: 500, y: 160, s: 1.6 },
        ],
        caption: 'I am fine, thank you!',
      },
    ],
  },
  {
    slug: 'colours',
    title: 'Colours 颜色大发现',
    narration: 'A red apple. A yellow sun. A blue sky. I can see a rainbow!',
    frames: [
      { backdrop: 'garden', props: [{ kind: 'apple', x: 400, y: 250, s: 2.4 }], caption: 'Red' },
      { backdrop: 'day', props: [{ kind: 'sun', x: 400, y: 210, s: 1.8 }], caption: 'Yellow' },
      {
        backdrop: 'day',
        props: [{ kind: 'rainbow', x: 400, y: 380, s: 2.6 }],
        caption: 'A rainbow!',
      },
    ],
  },
  {
    slug: 'counting-fish',
    title: 'Count the Fish 数一数小鱼',
    narration: 'One, two, three, four, five. Five little fish say hello!',
    frames: [
      { backdrop: 'sea', props: [{ kind: 'fish', x: 400, y: 240, s: 1.6 }], caption: 'One' },
      {
        backdrop: 'sea',
        props: [0, 1, 2].map((i) => ({ kind: 'fish' as const, x: 200 + i * 200, y: 240, s: 1.2 })),
        caption: 'Two, three',
      },
      {
        backdrop: 'sea',
        props: [0, 1, 2, 3, 4].map((i) => ({
          kind: 'fish' as const,
          x: 120 + i * 140,
          y: 200 + (i % 2) * 80,
          color: ['#ff9f1c', '#f72585', '#ffd60a', '#52b788', '#7209b7'][i],
        })),
        caption: 'Five little fish!',
      },
    ],
  },
];

export interface DemoTextbook {
  level: number;
  title: string;
  color: string;
  /** Units of the outline: name and the words and sentences on its page. */
  units: { name: string; words: string[]; sentences: string[] }[];
}

// prettier-ignore
export const TEXTBOOKS: DemoTextbook[] = [
  {
    level: 1,
    title: 'Level 1 学生用书',
    color: '#ffd166',
    units: [
      { name: 'Unit 1 Hello!', words: ['hello', 'hi', 'goodbye', 'thank you'], sentences: ['Hello! I am Lucy.', 'Hi, Lucy! Nice to meet you.'] },
      { name: 'Unit 2 My Family', words: ['dad', 'mum', 'sister', 'brother', 'grandma'], sentences: ['This is my dad.', 'I love my family.'] },
      { name: 'Unit 3 Colours', words: ['red', 'yellow', 'blue', 'green'], sentences: ['What colour is it?', 'It is red.'] },
    ],
  },
  {
    level: 2,
    title: 'Level 2 学生用书',
    color: '#8ecae6',
    units: [
      { name: 'Unit 4 Animals', words: ['cat', 'dog', 'bird', 'fish'], sentences: ['What is it?', 'It is a cat.'] },
      { name: 'Unit 5 Food', words: ['apple', 'banana', 'cake', 'milk'], sentences: ['I like apples.', 'I am hungry.'] },
      { name: 'Unit 6 My Body', words: ['head', 'eye', 'nose', 'mouth', 'hand'], sentences: ['Touch your nose.', 'I have two eyes.'] },
    ],
  },
];

export const bannerImage = (slug: string) => `/static/demo/banners/${slug}.svg`;
export const videoUrl = (slug: string) => `/static/demo/videos/${slug}.mp4`;
export const videoCover = (slug: string) => `/static/demo/videos/${slug}.svg`;
export const textbookPdf = (level: number) => `/static/demo/textbooks/level-${level}.pdf`;
export const textbookCover = (level: number) => `/static/demo/textbooks/level-${level}.svg`;
export const bookMedia = (slug: string, file: string) => `/static/demo/books/${slug}/${file}`;
export const SCHOOL_LOGO = '/static/demo/school/logo.svg';
