/** Chinese texts of course levels: which credits pay for which lessons (spread into zhMore.ts). */
const packsZh = {
  packs: {
    level: 'Level {{n}}',
    packOfLevel: 'Level {{n}} 课包',
    onlyLevel: '仅限 Level {{n}} 课程',
    anyLevel: '不限级别',
    chooseLevel: '课程级别',
    chooseHint: '课包课时只能预约对应级别的课程，次卡课时可用于任意级别',
    optionPack: 'Level {{n}}',
    optionPackSub: '课包 + 次卡 可用 {{count}} 课时',
    optionPackOnlySub: '课包可用 {{count}} 课时',
    optionCard: '次卡',
    optionCardSub: '不限级别，可用 {{count}} 课时',
    usableFor: '{{level}} 可用',
    usableCard: '次卡可用',
    lessonLevel: '课程级别：Level {{n}}',
  },
};

export default packsZh;
