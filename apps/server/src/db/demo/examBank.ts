/**
 * The demo question bank, six questions per outline unit theme. `picture` names a generated
 * picture (public/demo/exams/pictures/<name>.svg) and `say` a generated audio prompt
 * (public/demo/exams/audio/<slug>.mp3): scripts/demo-media makes both from this file.
 */

// prettier-ignore
export type PictureName =
  | 'cat' | 'dog' | 'fish' | 'bird' | 'apple' | 'banana' | 'cake'
  | 'red' | 'blue' | 'green' | 'yellow'
  | 'dad' | 'mum' | 'baby' | 'grandma'
  | 'face-eye' | 'face-nose' | 'face-mouth' | 'face-ear';

export interface BankOption {
  text?: string;
  picture?: PictureName;
  right?: boolean;
}

export interface BankQuestion {
  kind: 'single' | 'truefalse' | 'multiple';
  text?: string;
  picture?: PictureName;
  /** An English word or phrase read aloud as the audio prompt. */
  say?: string;
  options?: BankOption[];
  trueFalse?: boolean;
}

export const slugOf = (say: string) =>
  say
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

export const picturePath = (name: PictureName) => `/static/demo/exams/pictures/${name}.svg`;
export const audioPath = (say: string) => `/static/demo/exams/audio/${slugOf(say)}.mp3`;

const LISTEN = '听一听，选出你听到的内容。';
const LISTEN_PICTURE = '听一听，选出正确的图片。';
const t = (text: string, right = false): BankOption => ({ text, right });
const pic = (picture: PictureName, right = false): BankOption => ({ picture, right });

/** By the outline's unit themes, in the order of db/demo/outline.ts (Unit 1 .. Unit 6). */
// prettier-ignore
export const BANK: BankQuestion[][] = [
  // Unit 1 · Hello!
  [
    { kind: 'single', text: '怎样用英语说“你好”？', options: [t('Hello', true), t('Goodbye'), t('Thank you')] },
    { kind: 'truefalse', text: '“Goodbye” 的意思是“再见”。', trueFalse: true },
    { kind: 'single', text: LISTEN, say: 'Good morning', options: [t('Good morning', true), t('Good night'), t('Good afternoon')] },
    { kind: 'multiple', text: '哪些是打招呼的话？（多选）', options: [t('Hello', true), t('Hi', true), t('Apple'), t('Good morning', true)] },
    { kind: 'single', text: '别人对你说 “Thank you”，你可以回答：', options: [t("You're welcome", true), t('Goodbye'), t('I am six')] },
    { kind: 'truefalse', text: '听一听：这句话是晚上睡觉前说的。', say: 'Good night', trueFalse: true },
  ],
  // Unit 2 · My Family
  [
    { kind: 'single', text: 'Who is he?', picture: 'dad', options: [t('Dad', true), t('Mum'), t('Baby')] },
    { kind: 'single', text: LISTEN_PICTURE, say: 'Mum', options: [pic('mum', true), pic('dad'), pic('grandma')] },
    { kind: 'truefalse', text: 'This is a baby.', picture: 'baby', trueFalse: true },
    { kind: 'truefalse', text: 'This is my dad.', picture: 'grandma', trueFalse: false },
    { kind: 'multiple', text: 'Which are family members? 哪些是家人？', options: [t('Mum', true), t('Dad', true), t('Apple'), t('Sister', true)] },
    { kind: 'single', text: '“奶奶”的英文是：', options: [t('Grandma', true), t('Mum'), t('Baby')] },
  ],
  // Unit 3 · Colours
  [
    { kind: 'single', text: 'What colour is it?', picture: 'red', options: [t('Red', true), t('Blue'), t('Green')] },
    { kind: 'single', text: LISTEN_PICTURE, say: 'Blue', options: [pic('yellow'), pic('blue', true), pic('green')] },
    { kind: 'truefalse', text: 'It is green.', picture: 'yellow', trueFalse: false },
    { kind: 'multiple', text: 'Which are colours? 哪些是颜色？', options: [t('Red', true), t('Cat'), t('Blue', true), t('Yellow', true)] },
    { kind: 'truefalse', text: 'It is green.', picture: 'green', trueFalse: true },
    { kind: 'single', text: 'The sky is ___.', options: [t('blue', true), t('red'), t('black')] },
  ],
  // Unit 4 · Animals
  [
    { kind: 'single', text: 'What is it?', picture: 'cat', options: [t('A cat', true), t('A dog'), t('A fish')] },
    { kind: 'single', text: LISTEN_PICTURE, say: 'Bird', options: [pic('cat'), pic('bird', true), pic('fish')] },
    { kind: 'truefalse', text: 'It is a fish.', picture: 'fish', trueFalse: true },
    { kind: 'multiple', text: 'Which are animals? 哪些是动物？', options: [t('Dog', true), t('Apple'), t('Bird', true), t('Book')] },
    { kind: 'truefalse', text: 'It is a cat.', picture: 'dog', trueFalse: false },
    { kind: 'multiple', text: 'Which animals have four legs? 哪些动物有四条腿？', options: [pic('cat', true), pic('dog', true), pic('bird'), pic('fish')] },
  ],
  // Unit 5 · Food
  [
    { kind: 'single', text: 'What is it?', picture: 'apple', options: [t('An apple', true), t('A banana'), t('A cake')] },
    { kind: 'single', text: LISTEN_PICTURE, say: 'Banana', options: [pic('apple'), pic('banana', true), pic('cake')] },
    { kind: 'truefalse', text: 'It is a cake.', picture: 'cake', trueFalse: true },
    { kind: 'multiple', text: 'Which are fruits? 哪些是水果？', options: [t('Apple', true), t('Banana', true), t('Chair'), t('Orange', true)] },
    { kind: 'truefalse', text: 'It is an apple.', picture: 'banana', trueFalse: false },
    { kind: 'single', text: 'I am hungry. I want to ___.', options: [t('eat', true), t('sleep'), t('swim')] },
  ],
  // Unit 6 · My Body
  [
    { kind: 'single', text: 'What is it?', picture: 'face-nose', options: [t('Nose', true), t('Eye'), t('Ear')] },
    { kind: 'single', text: LISTEN_PICTURE, say: 'Eye', options: [pic('face-eye', true), pic('face-mouth'), pic('face-ear')] },
    { kind: 'truefalse', text: 'It is a mouth.', picture: 'face-mouth', trueFalse: true },
    { kind: 'multiple', text: 'Which are parts of the body? 哪些是身体部位？', options: [t('Hand', true), t('Head', true), t('Sun'), t('Foot', true)] },
    { kind: 'truefalse', text: 'We see with our ears. 我们用耳朵看东西。', trueFalse: false },
    { kind: 'single', text: '“手”的英文是：', options: [t('Hand', true), t('Foot'), t('Head')] },
  ],
];

/** The unit test of a level's unit: five of the theme's six questions, rotated by level. */
export function unitQuestions(level: number, unit: number): BankQuestion[] {
  const bank = BANK[(unit - 1) % BANK.length]!;
  return Array.from({ length: 5 }, (_, k) => bank[(level - 1 + k) % bank.length]!);
}

/** The course exam of a level: one question of each theme and two more, eight in all. */
export function courseQuestions(level: number): BankQuestion[] {
  const picks = BANK.map((bank, i) => bank[(level + i) % bank.length]!);
  for (const theme of [level % 6, (level + 1) % 6])
    picks.push(BANK[theme]![(level + theme + 3) % 6]!);
  return picks;
}

/** Every audio prompt of the bank (the generator speaks each once). */
export const SPOKEN = [...new Set(BANK.flat().flatMap((q) => (q.say ? [q.say] : [])))];
export const PICTURES = [
  ...new Set(
    BANK.flat().flatMap((q) => [
      ...(q.picture ? [q.picture] : []),
      ...(q.options ?? []).flatMap((o) => (o.picture ? [o.picture] : [])),
    ]),
  ),
];
