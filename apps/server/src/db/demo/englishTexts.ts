/** The English of the demo's school texts (docs/design/school-texts.md §9, decision 0019), paired with the Chinese. */
import { exams } from '../schema/exams.ts';
import type { AppContext } from '../../context.ts';
import { saveSchoolTexts } from '../../modules/i18n/schoolTexts.ts';
import { FAQS, NOTICES, SCHOOL } from './contentTexts.ts';
import { AGREEMENT_HTML, AGREEMENT_TITLE, PRIVACY_HTML, PRIVACY_TITLE } from './legalTexts.ts';
import { cardText, packText } from './products.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

const NOTICES_EN = [
  [
    'New: unit tests and level exams',
    '<p>After each unit your child can take a unit test under "Tests": pick the word for a picture, pick the picture you hear, true or false, every question with pictures and sound.</p>\n<p>The score comes at once, with the right answer to every question. Each level also ends with a <strong>level exam</strong> that shows how much your child has learnt.</p>',
  ],
  [
    'New in the library: 7 picture books with audio',
    '<p>The library has 7 new picture books with audio, such as <em>Kitty and the Ball</em>, <em>My Family</em> and <em>A Rainy Day</em>, for Levels 1–3.</p>\n<ul><li>A teacher reads every page; pages turn by themselves</li><li>Pause, listen again, go back a page</li><li>The book opens where you stopped last time</li></ul>\n<p>Read one with your child every night for a month: listening and vocabulary will grow noticeably.</p>',
  ],
  [
    'Check your device before class',
    '<p>For a good lesson, enter the classroom 10 minutes early and check:</p>\n<ol><li>A stable network, Wi-Fi if you can</li><li>The browser may use the camera and microphone</li><li>Headphones on, to avoid echo</li></ol>\n<p>If something goes wrong, see "Settings - Help" or call us on 400-000-1234.</p>',
  ],
  [
    "Parents' open day: sign up now",
    '<p>Our online parents\' open day is on the last Saturday of this month at 10:00: the Level 1–5 courses, a demo lesson with a teacher, and answers on reading with your child at home.</p>\n<p>To sign up, leave your child\'s English name and your contact under "Settings - Feedback".</p>',
  ],
  [
    'Booking and cancelling',
    "<p>You can book a teacher's open times from <strong>2 hours</strong> to <strong>14 days</strong> ahead.</p>\n<p>Cancel 24 hours or more before the lesson and the lesson credit comes back; later than that, it is used. If the teacher does not come, the credit comes back plus 1 extra lesson.</p>",
  ],
  [
    'System maintenance',
    '<p>We will upgrade the system from 2:00 to 4:00 at night. You may not be able to sign in or book during that time; booked lessons are not affected. Sorry for the trouble.</p>',
  ],
];

const FAQ_CATEGORY_EN: Record<string, string> = {
  课程: 'Courses',
  约课: 'Booking',
  课时: 'Lessons',
  上课: 'In class',
  学习: 'Learning',
  账号: 'Account',
};

const FAQS_EN = [
  [
    'How old should my child be to start?',
    '<p>Our courses are for children aged 4–12. At 4–6 we suggest Level 1, with songs, games and picture books; a child who already knows some English can say so when booking and the teacher adapts.</p>',
  ],
  [
    'How long is a lesson, and what do we need?',
    '<p>Each lesson is 30 minutes, one to one with a teacher. You need a phone, tablet or computer with camera and microphone, a stable network and headphones.</p>',
  ],
  [
    'How do I book a lesson?',
    '<p>Choose a teacher under "Home - Book" or "Teachers", pick open times and confirm. You can book several times at once; each lesson uses 1 lesson credit.</p>',
  ],
  [
    'Can I cancel a booked lesson?',
    '<p>Yes, under "Lessons - My timetable": 24 hours or more before the lesson the credit comes back; later it is used; once the lesson has started it cannot be cancelled.</p>',
  ],
  [
    'How long are lesson credits valid?',
    '<p>Each card or pack has its own validity, counted from payment; see "Me - My lessons". Booking uses the credits that expire first.</p>',
  ],
  [
    'What if the teacher misses a lesson?',
    '<p>When a teacher cancels or does not come, the credit comes back by itself; for a missed lesson you also get 1 extra lesson, listed under "Lesson usage".</p>',
  ],
  [
    'The picture freezes or there is no sound in class',
    '<p>Check your network and that the browser may use the camera and microphone; leave the classroom and enter again. If it still fails, call us on 400-000-1234.</p>',
  ],
  [
    "Where do I find the teacher's report?",
    '<p>After class the teacher writes a report on pronunciation, vocabulary, grammar, fluency and confidence, with homework. Open the lesson under "Lessons - Past lessons".</p>',
  ],
  [
    'How often can my child take a unit test?',
    '<p>As often as you like: every attempt is saved and the list shows the best score. "Tests - My results" shows each attempt with the right answers.</p>',
  ],
  [
    "How do I change my child's English name or picture?",
    '<p>Under "Me - Profile". English names can be picked from the list by first letter and sex.</p>',
  ],
  [
    'How do I delete my account?',
    '<p>Under "Me - Settings - Delete account", confirmed by an SMS code. <strong>It cannot be undone</strong>: lessons not yet taken are cancelled and your child\'s personal data is deleted.</p>',
  ],
];

const SCHOOL_EN = {
  name: 'Little Star English',
  slogan: 'Thirty minutes a day, happy English with a native teacher',
  intro:
    '<p>Little Star English is an online English school for children aged 4–12. We believe children learn English best by using it: speaking in real one-to-one conversations, and picking up the feel of the language from picture books and songs.</p>\n<ul><li><strong>One to one with a native teacher</strong>: certified teachers from the USA, the UK, Canada, Australia and more, 30 minutes a lesson</li><li><strong>Five levels</strong>: from phonics and everyday talk to reading and telling, with a test for every unit</li><li><strong>Feedback after class</strong>: the teacher writes a report after each lesson so parents see the progress</li></ul>\n<p>Opening hours: 9:00–21:00 every day.</p>',
  address: '8F, 88 Example Road, Xuhui District, Shanghai',
};

const AGREEMENT_EN = `<p>Welcome to the online English courses for children of Little Star English ("we"). This agreement is between you (the child's parent or other guardian, "you") and us about using the service. Please read it before registering, in particular the terms in <strong>bold</strong>. By tapping "Agree" and registering you confirm that you have read and accept this agreement and the Children's Privacy Policy.</p>
<h3>1. The service</h3><p>We provide one-to-one online English lessons, picture books, tests and reports. Lessons are booked with lesson credits bought in the app.</p>
<h3>2. Your account</h3><p>You register with your mobile number and keep your password safe. <strong>You are responsible for what is done with your account.</strong></p>
<h3>3. Booking, cancelling and refunds</h3><p>Lessons cancelled 24 hours or more before they start give the credit back; later cancellations use it. Unused credits of an order may be refunded as the mall's rules say.</p>
<h3>4. Contact</h3><p>Customer service: 400-000-1234, privacy@littlestar.example.</p>`;

const PRIVACY_EN = `<p>We protect children's personal information under the law. This policy says what we collect, why, and what you can do.</p>
<h3>1. What we collect</h3><p>Your mobile number; your child's English name, sex, birthday and picture; bookings, lesson reports, test results and orders. Lessons are not recorded unless you agree.</p>
<h3>2. Why</h3><p>Only to provide the lessons and the app's features. We do not sell data and show no advertising to children.</p>
<h3>3. Your rights</h3><p>You can see and correct your child's data in the app, and delete the account under "Me - Settings - Delete account"; the data is then deleted.</p>
<h3>4. Contact</h3><p>Customer service: 400-000-1234, privacy@littlestar.example.</p>`;

const cardTextEn = (n: number, days: number, perLesson: string) => `
<h3>${n} one-to-one lessons with a native teacher</h3>
<p>Each lesson is <strong>25 minutes</strong>, any teacher, any time: <strong>${perLesson}</strong> a lesson.</p>
<ul>
  <li>Valid for ${days} days from payment</li>
  <li>Cancel 24 hours before class and the lesson comes back</li>
  <li>A report and homework from the teacher after class</li>
</ul>
<p style="color: #888888">For children aged 4-12, at your child's own pace.</p>`;

const packTextEn = (level: number, focus: string, words: number) => `
<h3>Level ${level} course pack</h3>
<p>Step by step through Level ${level} of the course outline: <strong>${focus}</strong>.</p>
<ul>
  <li>6 units of 4 lessons, with unit tests and a final exam</li>
  <li>About ${words} key words, with picture books to read</li>
  <li>Keep one teacher if you like; progress at a glance</li>
</ul>
<p>Then on to Level ${level + 1}.</p>`;

const PRODUCT_PAIRS: [string, string][] = [
  ['10节次卡', '10-lesson card'],
  ['20节次卡', '20-lesson card'],
  ['50节次卡', '50-lesson card'],
  ['Level 1 启蒙课包', 'Level 1 starter pack'],
  ['Level 2 进阶课包', 'Level 2 next-step pack'],
  ['Level 3 提高课包', 'Level 3 advanced pack'],
  [cardText(10, 180, '¥120'), cardTextEn(10, 180, '¥120')],
];

/** Short texts of the demo: tags, countries, banners, videos, textbooks, exam prompts. */
const SHORT: [string, string][] = [
  ['耐心', 'Patient'],
  ['活泼', 'Lively'],
  ['幽默', 'Funny'],
  ['严谨', 'Thorough'],
  ['发音', 'Pronunciation'],
  ['口语', 'Speaking'],
  ['语法', 'Grammar'],
  ['自然拼读', 'Phonics'],
  ['词汇', 'Vocabulary'],
  ['阅读', 'Reading'],
  ['少儿启蒙', 'First steps'],
  ['美国', 'USA'],
  ['英国', 'UK'],
  ['加拿大', 'Canada'],
  ['澳大利亚', 'Australia'],
  ['菲律宾', 'Philippines'],
  ['绘本馆上新啦', 'New picture books'],
  ['7 本有声英文绘本，每天读一本', '7 English picture books with audio, one a day'],
  ['外教 1 对 1', 'One to one with a native teacher'],
  ['30 分钟专属课堂，开口说英语', '30 minutes just for your child, speaking English'],
  ['家长开放日', "Parents' open day"],
  ['了解课程体系与学习方法', 'Our courses and how children learn'],
  ['系统学课包', 'Course packs'],
  ['Level 1–3 课包，按级别循序进阶', 'Level 1–3 packs, one level after another'],
  ['次卡任选老师', 'Lesson cards, any teacher'],
  ['10 节起购，想上就约', 'From 10 lessons, book when you like'],
  ['好老师推荐', 'Top teachers'],
  ['看看家长评分最高的外教', 'The teachers parents rate highest'],
  ['Hello Song 一起唱你好歌', 'Hello Song: sing along'],
  ['Colours 颜色大发现', 'Colours: a colour hunt'],
  ['Count the Fish 数一数小鱼', 'Count the Fish'],
  ['Level 1 学生用书', "Level 1 student's book"],
  ['Level 2 学生用书', "Level 2 student's book"],
  ['体验赠课', 'Free trial lessons'],
  ['听一听，选出你听到的内容。', 'Listen and choose what you hear.'],
  ['听一听，选出正确的图片。', 'Listen and choose the right picture.'],
  ['怎样用英语说“你好”？', 'Which word do you say when you meet someone?'],
  ['“Goodbye” 的意思是“再见”。', '"Goodbye" means "see you later".'],
  ['哪些是打招呼的话？（多选）', 'Which ones are greetings? (more than one)'],
  ['别人对你说 “Thank you”，你可以回答：', 'Someone says "Thank you" to you. You can answer:'],
  ['听一听：这句话是晚上睡觉前说的。', 'Listen: people say this before going to bed.'],
  ['Which are family members? 哪些是家人？', 'Which are family members?'],
  ['“奶奶”的英文是：', "Dad's mum is called:"],
  ['Which are colours? 哪些是颜色？', 'Which are colours?'],
  ['Which are animals? 哪些是动物？', 'Which are animals?'],
  ['Which animals have four legs? 哪些动物有四条腿？', 'Which animals have four legs?'],
  ['Which are fruits? 哪些是水果？', 'Which are fruits?'],
  ['Which are parts of the body? 哪些是身体部位？', 'Which are parts of the body?'],
  ['We see with our ears. 我们用耳朵看东西。', 'We see with our ears.'],
  ['“手”的英文是：', 'What do we write and wave with?'],
];

/** Records the English of every demo text; exam titles are built from the outline's names. */
export async function loadDemoEnglish(ctx: AppContext) {
  const examTitles = await ctx.db.select({ title: exams.title }).from(exams);
  const pairs = [
    ...NOTICES.flatMap((n, i) => [
      { zh: n.title, en: NOTICES_EN[i]![0]! },
      { zh: n.content, en: NOTICES_EN[i]![1]! },
    ]),
    ...FAQS.flatMap((f, i) => [
      { zh: f.category, en: FAQ_CATEGORY_EN[f.category] ?? f.category },
      { zh: f.question, en: FAQS_EN[i]![0]! },
      { zh: f.answer, en: FAQS_EN[i]![1]! },
    ]),
    { zh: SCHOOL.name, en: SCHOOL_EN.name },
    { zh: SCHOOL.slogan, en: SCHOOL_EN.slogan },
    { zh: SCHOOL.shortName, en: 'Little Star' },
    { zh: SCHOOL.intro, en: SCHOOL_EN.intro },
    { zh: SCHOOL.address, en: SCHOOL_EN.address },
    { zh: AGREEMENT_TITLE, en: 'Little Star English user agreement' },
    { zh: AGREEMENT_HTML, en: AGREEMENT_EN },
    { zh: PRIVACY_TITLE, en: "Children's privacy policy" },
    { zh: PRIVACY_HTML, en: PRIVACY_EN },
    ...[...PRODUCT_PAIRS, ...SHORT].map(([zh, en]) => ({ zh, en })),
    ...[
      [20, 365, '¥114'],
      [50, 365, '¥104'],
    ].map(([n, d, p]) => ({ zh: cardText(+n!, +d!, `${p}`), en: cardTextEn(+n!, +d!, `${p}`) })),
    ...(
      [
        [1, '字母、自然拼读和日常问候', 'letters, phonics and everyday greetings', 200],
        [2, '简单句型、家庭和学校话题', 'simple sentences, family and school', 350],
        [
          3,
          '短文阅读、看图说话和自我介绍',
          'short texts, telling a picture and introducing yourself',
          500,
        ],
      ] as const
    ).map(([l, zh, en, w]) => ({ zh: packText(l, zh, w), en: packTextEn(l, en, w) })),
    ...examTitles.map(({ title }) => ({
      zh: title,
      en: title.replace(/ 单元测验$/, ' unit test').replace(/ 结业测评$/, ' level exam'),
    })),
  ];
  // Pictures with Chinese lettering (banners, product covers) have English versions beside them
  // (`x.en.svg`): the English of a picture is its address (decision 0029).
  const lettered = [
    ...['open-day', 'picture-books', 'teachers', 'mall-cards', 'mall-packs', 'mall-teachers'].map(
      (slug) => `/static/demo/banners/${slug}`,
    ),
    ...['card-10', 'card-20', 'card-50', 'pack-level-1', 'pack-level-2', 'pack-level-3'].map(
      (slug) => `/static/demo/products/${slug}`,
    ),
  ].map((base) => ({ zh: `${base}.svg`, en: `${base}.en.svg` }));
  // Rich texts are stored sanitised: the key is the Chinese as stored.
  await saveSchoolTexts(ctx.db, [
    ...pairs,
    ...lettered,
    ...pairs
      .filter((p) => p.zh.includes('<'))
      .map((p) => ({ zh: sanitizeRichText(p.zh), en: sanitizeRichText(p.en) })),
  ]);
}
