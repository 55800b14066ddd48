/**
 * The demo picture books: text and a scene description per page. The demo loader stores the text;
 * scripts/demo-media draws the scenes (public/demo/books/<slug>/page-N.svg) and reads the text
 * aloud (page-N.mp3). Change a text here, then re-run the generator.
 */

// prettier-ignore
export type PropKind =
  | 'cat' | 'dog' | 'fish' | 'bird' | 'bear' | 'ball' | 'apple' | 'banana' | 'cake' | 'sun'
  | 'moon' | 'star' | 'cloud' | 'raincloud' | 'tree' | 'flower' | 'house' | 'mat' | 'umbrella'
  | 'boot' | 'puddle' | 'rainbow' | 'rock' | 'heart' | 'honey' | 'book' | 'note'
  | 'dad' | 'mum' | 'sister' | 'brother' | 'baby' | 'grandma' | 'child';

export type Backdrop = 'room' | 'day' | 'garden' | 'night' | 'sea' | 'night-sea' | 'rain' | 'river';

/** A prop placed in an 800 x 470 scene: centre, scale (1 = about 100 px), colour, mirrored. */
export interface Prop {
  kind: PropKind;
  x: number;
  y: number;
  s?: number;
  color?: string;
  flip?: boolean;
}

export interface StoryPage {
  text: string;
  backdrop: Backdrop;
  props: Prop[];
}

export interface Story {
  slug: string;
  title: string;
  level: number;
  summary: string;
  /** Cover background colour. */
  color: string;
  cover: Prop[];
  pages: StoryPage[];
}

const p = (kind: PropKind, x: number, y: number, s = 1, color?: string, flip = false): Prop => ({
  kind,
  x,
  y,
  s,
  ...(color ? { color } : {}),
  ...(flip ? { flip } : {}),
});

// prettier-ignore
const fishes = (n: number, y = 220) =>
  Array.from({ length: n }, (_, i) =>
    p('fish', 140 + i * 130, y + (i % 2) * 70, 1, ['#ff9f1c', '#f72585', '#ffd60a', '#52b788', '#7209b7'][i]),
  );

// prettier-ignore
export const STORIES: Story[] = [
  {
    slug: 'kitty-and-the-ball',
    title: 'Kitty and the Ball',
    level: 1,
    summary: 'A little cat, a red mat and a blue ball that will not stay still.',
    color: '#ffb4a2',
    cover: [p('cat', 300, 430, 2.2), p('ball', 470, 520, 1.4)],
    pages: [
      { text: 'This is Kitty. Kitty is a cat.', backdrop: 'room', props: [p('cat', 380, 300, 1.8)] },
      { text: 'Kitty sits on a red mat.', backdrop: 'room', props: [p('mat', 380, 372, 1.6), p('cat', 380, 300, 1.6)] },
      { text: 'Kitty sees a blue ball.', backdrop: 'room', props: [p('mat', 300, 372, 1.6), p('cat', 300, 300, 1.6), p('ball', 560, 330, 1.4)] },
      { text: 'The ball rolls away!', backdrop: 'room', props: [p('mat', 220, 372, 1.6), p('cat', 220, 300, 1.6), p('ball', 700, 345, 1.2)] },
      { text: 'Kitty runs after the ball.', backdrop: 'room', props: [p('cat', 470, 310, 1.6, undefined, true), p('ball', 690, 340, 1.2)] },
      { text: 'Kitty has the ball. Kitty is happy.', backdrop: 'room', props: [p('cat', 380, 300, 1.8), p('ball', 510, 345, 1.1), p('heart', 330, 150, 1.5)] },
    ],
  },
  {
    slug: 'colours-all-around',
    title: 'Colours All Around',
    level: 1,
    summary: 'Yellow sun, blue sky, green grass: a walk through the colours of the day.',
    color: '#bde0fe',
    cover: [p('rainbow', 300, 470, 2.2), p('sun', 450, 300, 1)],
    pages: [
      { text: 'The sun is yellow.', backdrop: 'day', props: [p('sun', 400, 180, 1.8)] },
      { text: 'The sky is blue.', backdrop: 'day', props: [p('cloud', 220, 130, 1.3), p('cloud', 580, 170, 1), p('bird', 420, 230, 1.1)] },
      { text: 'The grass is green.', backdrop: 'garden', props: [p('flower', 200, 350), p('flower', 400, 340, 1, '#ffd60a'), p('flower', 600, 350, 1, '#4895ef')] },
      { text: 'The apple is red.', backdrop: 'garden', props: [p('tree', 330, 240, 2), p('apple', 560, 320, 1.6)] },
      { text: 'The night is dark blue.', backdrop: 'night', props: [p('moon', 560, 150, 1.5), p('star', 180, 90, 1.4), p('star', 330, 160, 1), p('star', 420, 70, 1.2), p('star', 700, 260, 1)] },
      { text: 'I like all the colours!', backdrop: 'day', props: [p('rainbow', 400, 380, 2.4), p('child', 400, 330, 1.3)] },
    ],
  },
  {
    slug: 'five-little-fish',
    title: 'Five Little Fish',
    level: 1,
    summary: 'Count from one to five with the little fish of the sea.',
    color: '#90e0ef',
    cover: [p('fish', 300, 380, 2.4), p('fish', 200, 560, 1.2, '#f72585'), p('fish', 420, 580, 1.2, '#ffd60a')],
    pages: [
      { text: 'One little fish swims in the sea.', backdrop: 'sea', props: fishes(1, 240) },
      { text: 'Two little fish say hello.', backdrop: 'sea', props: fishes(2) },
      { text: 'Three little fish play together.', backdrop: 'sea', props: fishes(3) },
      { text: 'Four little fish hide by a rock.', backdrop: 'sea', props: [p('rock', 660, 390, 2), ...fishes(4)] },
      { text: 'Five little fish swim home.', backdrop: 'sea', props: fishes(5) },
      { text: 'Good night, little fish!', backdrop: 'night-sea', props: [p('moon', 660, 60, 0.8), ...fishes(5, 250)] },
    ],
  },
  {
    slug: 'my-family',
    title: 'My Family',
    level: 2,
    summary: 'Meet Dad, Mum, a big sister, a baby brother and Grandma.',
    color: '#ffd6a5',
    cover: [p('house', 300, 330, 2.4), p('heart', 300, 560, 1.6)],
    pages: [
      { text: 'This is my dad. He is tall.', backdrop: 'garden', props: [p('dad', 400, 280, 2.2)] },
      { text: 'This is my mum. She is kind.', backdrop: 'garden', props: [p('mum', 400, 280, 2.2), p('heart', 560, 140, 1.2)] },
      { text: 'This is my big sister. She can sing.', backdrop: 'room', props: [p('sister', 380, 290, 2.2), p('note', 540, 130, 1.3), p('note', 600, 200)] },
      { text: 'This is my baby brother. He is small.', backdrop: 'room', props: [p('baby', 400, 320, 2.2)] },
      { text: 'This is my grandma. She makes a cake.', backdrop: 'room', props: [p('grandma', 320, 280, 2.1), p('cake', 560, 320, 1.6)] },
      { text: 'I love my family!', backdrop: 'garden', props: [p('dad', 150, 290, 1.6), p('mum', 290, 295, 1.6), p('sister', 420, 310, 1.6), p('baby', 530, 335, 1.6), p('grandma', 660, 305, 1.6), p('heart', 400, 90, 1.4)] },
    ],
  },
  {
    slug: 'a-rainy-day',
    title: 'A Rainy Day',
    level: 2,
    summary: 'Boots, an umbrella, big puddles, and a surprise when the rain stops.',
    color: '#a9def9',
    cover: [p('umbrella', 300, 380, 2.6), p('raincloud', 300, 190, 1.6)],
    pages: [
      { text: 'Look! It is raining.', backdrop: 'rain', props: [p('raincloud', 250, 110, 1.6), p('raincloud', 560, 140, 1.3), p('child', 400, 320, 1.6)] },
      { text: 'I put on my yellow boots.', backdrop: 'room', props: [p('boot', 320, 320, 1.8), p('boot', 480, 320, 1.8)] },
      { text: 'I take my red umbrella.', backdrop: 'rain', props: [p('umbrella', 400, 200, 2.2), p('child', 400, 320, 1.6)] },
      { text: 'I jump in the puddles. Splash!', backdrop: 'rain', props: [p('puddle', 400, 400, 2.4), p('child', 400, 300, 1.6), p('boot', 370, 375, 0.5), p('boot', 430, 375, 0.5)] },
      { text: 'The rain stops and the sun comes out.', backdrop: 'day', props: [p('sun', 250, 150, 1.5), p('cloud', 550, 130, 1.2), p('puddle', 450, 420, 1.6)] },
      { text: 'Wow, a rainbow!', backdrop: 'day', props: [p('rainbow', 400, 360, 3), p('child', 400, 330, 1.3)] },
    ],
  },
  {
    slug: 'hungry-bear',
    title: 'Hungry Bear',
    level: 3,
    summary: 'Bear wakes up hungry. What will he find to eat today?',
    color: '#d8c3a5',
    cover: [p('bear', 300, 400, 2.6), p('honey', 460, 560, 1.3)],
    pages: [
      { text: 'Bear wakes up. He is very hungry.', backdrop: 'garden', props: [p('tree', 620, 230, 2), p('bear', 300, 290, 1.8)] },
      { text: 'He looks up in the tree and finds some honey.', backdrop: 'garden', props: [p('tree', 450, 220, 2.4), p('honey', 470, 170, 0.9), p('bear', 220, 300, 1.6)] },
      { text: 'He walks to the river and sees a fish.', backdrop: 'river', props: [p('bear', 250, 250, 1.5), p('fish', 560, 395, 1.1)] },
      { text: 'He goes to the garden and finds a red apple.', backdrop: 'garden', props: [p('tree', 560, 230, 2), p('apple', 560, 180, 0.8), p('bear', 250, 290, 1.6)] },
      { text: 'He eats and eats. Now he is full.', backdrop: 'garden', props: [p('bear', 400, 290, 1.9), p('apple', 580, 360, 0.9), p('honey', 220, 350, 1)] },
      { text: 'Bear is sleepy. Good night, Bear!', backdrop: 'night', props: [p('moon', 620, 120, 1.2), p('star', 200, 90), p('star', 420, 60, 1.2), p('bear', 380, 320, 1.7)] },
    ],
  },
  {
    slug: 'what-can-you-see',
    title: 'What Can You See?',
    level: 2,
    summary: 'A dog, a bird, a tree and a house: look closely and name them all.',
    color: '#caffbf',
    cover: [p('dog', 300, 420, 2.2), p('bird', 440, 230, 1.2)],
    pages: [
      { text: 'What can you see? I can see a dog.', backdrop: 'garden', props: [p('dog', 400, 300, 1.9)] },
      { text: 'I can see a bird in the sky.', backdrop: 'day', props: [p('bird', 400, 180, 1.8), p('cloud', 180, 110)] },
      { text: 'I can see a big green tree.', backdrop: 'garden', props: [p('tree', 400, 220, 2.6)] },
      { text: 'I can see a little house.', backdrop: 'day', props: [p('house', 400, 280, 2)] },
      { text: 'I can see a book. It is blue.', backdrop: 'room', props: [p('book', 400, 280, 2.4)] },
      { text: 'I can see my friends. Hello, friends!', backdrop: 'garden', props: [p('dog', 200, 320, 1.3), p('child', 400, 300, 1.6), p('bird', 600, 200, 1.2), p('cat', 620, 340, 1.2)] },
    ],
  },
];
