import type packsZh from '../zh/packs.ts';

type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : Shape<T[K]>;
};

/** English texts of course levels (the shape is checked against zh/packs.ts). */
const packsEn: Shape<typeof packsZh> = {
  packs: {
    level: 'Level {{n}}',
    packOfLevel: 'Level {{n}} pack',
    onlyLevel: 'Level {{n}} lessons only',
    anyLevel: 'Any level',
    chooseLevel: 'Course level',
    chooseHint:
      'Course pack credits book lessons of their own level only; card credits book any level',
    optionPack: 'Level {{n}}',
    optionPackSub: '{{count}} credits on packs and cards',
    optionPackOnlySub: '{{count}} pack credits',
    optionCard: 'Card',
    optionCardSub: 'Any level, {{count}} credits',
    usableFor: 'Usable for {{level}}',
    usableCard: 'Usable card credits',
    lessonLevel: 'Course level: Level {{n}}',
  },
};

export default packsEn;
