import type { AppContext } from '../../context.ts';
import { countProducts, createProducts, type ProductInput } from '../../modules/catalog/service.ts';

/**
 * Demo products: three lesson-count cards and three course packs (Level 1-3), with generated
 * covers (apps/server/public/demo/products) and rich descriptions. Prices in fen.
 */

export const cardText = (n: number, days: number, perLesson: string) => `
<h3>${n} 节 1 对 1 外教课</h3>
<p>每节 <strong>30 分钟</strong>，任选老师、任选时间，折合 <strong>${perLesson}</strong>/节。</p>
<ul>
  <li>有效期 ${days} 天（自支付起计算）</li>
  <li>开课前 24 小时取消，课时自动退回</li>
  <li>课后有老师的课堂报告和作业</li>
</ul>
<p style="color: #888888">适合 4-12 岁孩子，按孩子的节奏学习。</p>`;

export const packText = (level: number, focus: string, words: number) => `
<h3>Level ${level} 系统课包</h3>
<p>按课程大纲 Level ${level} 循序渐进：<strong>${focus}</strong>。</p>
<ul>
  <li>6 个单元，每单元 4 课，含单元测验和结课考试</li>
  <li>约 ${words} 个核心词汇，配套绘本阅读</li>
  <li>固定外教可选，学习进度一目了然</li>
</ul>
<p>上完可进入 Level ${level + 1}。</p>`;

export const DEMO_PRODUCTS: ProductInput[] = [
  {
    kind: 'card',
    name: '10节次卡',
    cover: '/static/demo/products/card-10.svg',
    price: 120_000,
    listPrice: 150_000,
    lessonCount: 10,
    validityDays: 180,
    description: cardText(10, 180, '¥120'),
    sort: 1,
  },
  {
    kind: 'card',
    name: '20节次卡',
    cover: '/static/demo/products/card-20.svg',
    price: 228_000,
    listPrice: 300_000,
    lessonCount: 20,
    validityDays: 365,
    description: cardText(20, 365, '¥114'),
    sort: 2,
  },
  {
    kind: 'card',
    name: '50节次卡',
    cover: '/static/demo/products/card-50.svg',
    price: 520_000,
    listPrice: 750_000,
    lessonCount: 50,
    validityDays: 365,
    description: cardText(50, 365, '¥104'),
    sort: 3,
  },
  {
    kind: 'pack',
    name: 'Level 1 启蒙课包',
    cover: '/static/demo/products/pack-level-1.svg',
    price: 288_000,
    listPrice: 360_000,
    lessonCount: 24,
    validityDays: 365,
    courseLevel: 1,
    description: packText(1, '字母、自然拼读和日常问候', 200),
    sort: 11,
  },
  {
    kind: 'pack',
    name: 'Level 2 进阶课包',
    cover: '/static/demo/products/pack-level-2.svg',
    price: 288_000,
    listPrice: 360_000,
    lessonCount: 24,
    validityDays: 365,
    courseLevel: 2,
    description: packText(2, '简单句型、家庭和学校话题', 350),
    sort: 12,
  },
  {
    kind: 'pack',
    name: 'Level 3 提高课包',
    cover: '/static/demo/products/pack-level-3.svg',
    price: 312_000,
    listPrice: 390_000,
    lessonCount: 24,
    validityDays: 365,
    courseLevel: 3,
    description: packText(3, '短文阅读、看图说话和自我介绍', 500),
    sort: 13,
  },
];

export async function loadDemoProducts(ctx: AppContext) {
  if ((await countProducts(ctx.db)) > 0) return;
  await createProducts(ctx.db, DEMO_PRODUCTS, ctx.clock.now());
}
