import { count } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { outlineNodes } from '../schema/outline.ts';

/**
 * The demo course outline: Level 1-6 > Unit 1-6 > Lesson 1-4. A few nodes have status 2 (hidden)
 * at each depth, so the app's pruning shows: Level 6 as a whole, Level 2 Unit 6, and Level 1
 * Unit 3 Lesson 4.
 */

const UNITS = ['Hello!', 'My Family', 'Colours', 'Animals', 'Food', 'My Body'];
const LESSONS = ['Words', 'Sentences', 'Story time', 'Review'];

const hidden = (level: number, unit?: number, lesson?: number) =>
  (level === 6 && unit === undefined) ||
  (level === 2 && unit === 6 && lesson === undefined) ||
  (level === 1 && unit === 3 && lesson === 4);

export async function loadDemoOutline(ctx: AppContext) {
  const [existing] = await ctx.db.select({ n: count() }).from(outlineNodes);
  if ((existing?.n ?? 0) > 0) return;
  await ctx.db.transaction(async (tx) => {
    const levels = await tx
      .insert(outlineNodes)
      .values(
        [1, 2, 3, 4, 5, 6].map((level) => ({
          name: `Level ${level}`,
          status: hidden(level) ? 2 : 1,
          sort: level,
          cover: `/static/demo/outline/level-${level}.svg`,
        })),
      )
      .returning({ id: outlineNodes.id });
    for (const [li, level] of levels.entries()) {
      const units = await tx
        .insert(outlineNodes)
        .values(
          UNITS.map((name, ui) => ({
            parentId: level.id,
            name: `Unit ${ui + 1} · ${name}`,
            status: hidden(li + 1, ui + 1) ? 2 : 1,
            sort: ui + 1,
          })),
        )
        .returning({ id: outlineNodes.id });
      await tx.insert(outlineNodes).values(
        units.flatMap((unit, ui) =>
          LESSONS.map((name, i) => ({
            parentId: unit.id,
            name: `Lesson ${i + 1} · ${name}`,
            status: hidden(li + 1, ui + 1, i + 1) ? 2 : 1,
            sort: i + 1,
          })),
        ),
      );
    }
  });
}
